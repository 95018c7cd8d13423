import { describe, expect, it } from 'vitest';
import { bestRateBadge, regionsToRead, selectPublicRates } from '../../../functions/src/services/rates';
import { rateRow } from './support';

const table = [
  rateRow('National', 'fixed', '5 year', 3.94),
  rateRow('National', 'fixed', '1 year', 4.79),
  rateRow('National', 'variable', '5 year', 3.85),
  rateRow('National', 'variable', '3 year', 4.1),
  rateRow('Ontario', 'fixed', '5 year', 3.89),
  rateRow('Ontario', 'fixed', '3 year', 4.09),
  rateRow('Ontario', 'fixed', '10 year', 2.5),
  rateRow('Ontario', 'variable', '5 year', 1.0, { is_active: false }),
  rateRow('Yukon', 'fixed', '5 year', 4.09),
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
    expect(bestRateBadge([rateRow('National', 'fixed', '5 year', 3, { is_active: false })])).toBeUndefined();
    expect(bestRateBadge([])).toBeUndefined();
  });
});
