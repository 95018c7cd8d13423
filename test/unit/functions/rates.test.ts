import { describe, expect, it } from 'vitest';
import { bestRateBadge, regionsToRead, selectPublicRates } from '../../../functions/src/services/rates';

const rate = (
  province: string,
  rate_type: 'fixed' | 'variable',
  term: string,
  our_rate: number,
  is_active = true,
) => ({
  id: `${province}-${rate_type}-${term}`,
  province,
  rate_type,
  term,
  our_rate,
  is_active,
});

const table = [
  rate('National', 'fixed', '5 year', 3.94),
  rate('National', 'fixed', '1 year', 4.79),
  rate('National', 'variable', '5 year', 3.85),
  rate('National', 'variable', '3 year', 4.1),
  rate('Ontario', 'fixed', '5 year', 3.89),
  rate('Ontario', 'fixed', '3 year', 4.09),
  rate('Ontario', 'fixed', '10 year', 2.5),
  rate('Ontario', 'variable', '5 year', 1.0, false),
  rate('Yukon', 'fixed', '5 year', 4.09),
];

describe('selectPublicRates', () => {
  it('keeps active rates in the four terms, lowest our_rate first', () => {
    const ids = selectPublicRates(table, {}).map((r) => r.id);
    expect(ids[0]).toBe('National-variable-5 year');
    expect(ids).not.toContain('Ontario-fixed-10 year');
    expect(ids).not.toContain('Ontario-variable-5 year');
    expect(ids).toHaveLength(7);
  });

  it("falls back to National's rates for a type the province lacks (an inactive rate does not count)", () => {
    const ontario = selectPublicRates(table, { province: 'Ontario' });
    expect(ontario.map((r) => r.id)).toEqual([
      'National-variable-5 year',
      'Ontario-fixed-5 year',
      'Ontario-fixed-3 year',
      'National-variable-3 year',
    ]);
    expect(selectPublicRates(table, { province: 'Yukon', type: 'fixed' }).map((r) => r.id)).toEqual([
      'Yukon-fixed-5 year',
    ]);
    expect(selectPublicRates(table, { province: 'Manitoba', type: 'fixed' }).map((r) => r.province)).toEqual([
      'National',
      'National',
    ]);
  });

  it('reads the province and National for a province, only National for National, everything without', () => {
    expect(regionsToRead('Ontario')).toEqual(['Ontario', 'National']);
    expect(regionsToRead('National')).toEqual(['National']);
    expect(regionsToRead(undefined)).toBeUndefined();
  });
});

describe('bestRateBadge', () => {
  it('answers the lowest active our_rate with its term and type, or nothing', () => {
    expect(bestRateBadge(table.filter((r) => r.term !== '10 year'))).toEqual({
      our_rate: 3.85,
      term: '5 year',
      rate_type: 'variable',
    });
    expect(bestRateBadge([rate('National', 'fixed', '5 year', 3, false)])).toBeUndefined();
    expect(bestRateBadge([])).toBeUndefined();
  });
});
