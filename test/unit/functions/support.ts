import type { Rate } from '@maplestone/shared';

/**
 * A rate row as the rates table holds it: its id names its series, a Conventional rate posted at 6.09 %,
 * active, entered by hand (no source, never scraped) unless `fields` say otherwise.
 */
export const rateRow = (
  province: string,
  rate_type: Rate['rate_type'],
  term: string,
  our_rate: number,
  fields: Partial<Rate> = {},
): Rate => ({
  id: `${province}-${rate_type}-${term}`,
  province,
  rate_type,
  term,
  our_rate,
  posted_rate: 6.09,
  is_active: true,
  mortgage_type: 'Conventional',
  source_url: null,
  scraped_at: null,
  updated_at: null,
  ...fields,
});
