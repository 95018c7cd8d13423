/**
 * A rate row as the rates table holds it: its id names its series, posted at 6.09 % and active unless
 * `fields` say otherwise.
 */
export const rateRow = (
  province: string,
  rate_type: 'fixed' | 'variable',
  term: string,
  our_rate: number,
  fields: { posted_rate?: number | null; is_active?: boolean } = {},
) => ({
  id: `${province}-${rate_type}-${term}`,
  province,
  rate_type,
  term,
  our_rate,
  posted_rate: 6.09 as number | null,
  is_active: true,
  ...fields,
});
