import {
  bestRate,
  findProvince,
  formatRate,
  isPlausibleScrapedRate,
  PROVINCES,
  publicRateChoice,
  QUOTE_LOCATIONS,
  type RateLike,
  ratesForView,
  sortByTerm,
  TERMS,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const rate = (over: Partial<RateLike> & { id?: string }): RateLike & { id: string } => ({
  id: 'r',
  term: '5 year',
  rate_type: 'fixed',
  province: 'Ontario',
  our_rate: 4.79,
  is_active: true,
  ...over,
});

describe('provinces and terms', () => {
  it('lists the 13 provinces and territories with their codes', () => {
    expect(PROVINCES).toHaveLength(13);
    expect(PROVINCES.map((p) => p.code)).toEqual([
      'AB',
      'BC',
      'MB',
      'NB',
      'NL',
      'NT',
      'NS',
      'NU',
      'ON',
      'PE',
      'QC',
      'SK',
      'YT',
    ]);
    expect(findProvince('ON')?.name).toBe('Ontario');
    expect(findProvince('québec')?.code).toBe('QC');
    expect(findProvince('Atlantis')).toBeUndefined();
  });

  it('has the quote dialog locations and the four terms', () => {
    expect(QUOTE_LOCATIONS).toEqual([
      'Ontario',
      'Quebec',
      'British Columbia',
      'Alberta',
      'Manitoba',
      'Saskatchewan',
    ]);
    expect(TERMS).toEqual(['1 year', '3 year', '5 year', '7 year']);
  });
});

describe('sortByTerm', () => {
  it('orders 1, 3, 5, 7 year, others last in their original order, without mutating', () => {
    const input = ['10 year', '5 year', '2 year', '1 year', '7 year', '3 year'].map((term) => ({ term }));
    const copy = [...input];
    expect(sortByTerm(input).map((r) => r.term)).toEqual([
      '1 year',
      '3 year',
      '5 year',
      '7 year',
      '10 year',
      '2 year',
    ]);
    expect(input).toEqual(copy);
  });
});

describe('ratesForView', () => {
  const rates = [
    rate({ id: 'on-5', term: '5 year', province: 'Ontario' }),
    rate({ id: 'on-1', term: '1 year', province: 'Ontario' }),
    rate({ id: 'on-var', term: '5 year', rate_type: 'variable', province: 'Ontario' }),
    rate({ id: 'on-off', term: '3 year', province: 'Ontario', is_active: false }),
    rate({ id: 'on-10', term: '10 year', province: 'Ontario' }),
    rate({ id: 'nat-3', term: '3 year', province: 'National' }),
    rate({ id: 'nat-var', term: '3 year', rate_type: 'variable', province: 'National' }),
    rate({ id: 'bc-var', term: '5 year', rate_type: 'variable', province: 'British Columbia' }),
  ];

  it("shows the province's active rates of the type in the four terms, by term (code or name)", () => {
    expect(ratesForView(rates, { type: 'fixed', province: 'ON' }).map((r) => r.id)).toEqual(['on-1', 'on-5']);
    expect(ratesForView(rates, { type: 'fixed', province: 'Ontario' }).map((r) => r.id)).toEqual([
      'on-1',
      'on-5',
    ]);
  });

  it('shows one card per term: the lowest our_rate when several sources offer that term', () => {
    const twoSources = [
      rate({ id: 'on-5-bank', term: '5 year', province: 'Ontario', our_rate: 4.1 }),
      rate({ id: 'on-5-lender', term: '5 year', province: 'Ontario', our_rate: 3.89 }),
      rate({ id: 'on-1', term: '1 year', province: 'Ontario', our_rate: 4.74 }),
    ];
    expect(ratesForView(twoSources, { type: 'fixed', province: 'ON' }).map((r) => r.id)).toEqual([
      'on-1',
      'on-5-lender',
    ]);
  });

  it('falls back to National when the province has no rate of that type', () => {
    expect(ratesForView(rates, { type: 'fixed', province: 'BC' }).map((r) => r.id)).toEqual(['nat-3']);
    expect(ratesForView(rates, { type: 'variable', province: 'BC' }).map((r) => r.id)).toEqual(['bc-var']);
    expect(ratesForView(rates, { type: 'variable', province: 'NU' }).map((r) => r.id)).toEqual(['nat-var']);
    expect(ratesForView(rates, { type: 'fixed', province: 'nowhere' }).map((r) => r.id)).toEqual(['nat-3']);
  });

  it('is empty when neither has rates (the view then says "No fixed rates available")', () => {
    expect(ratesForView([], { type: 'fixed', province: 'ON' })).toEqual([]);
  });
});

describe('publicRateChoice (issue 35)', () => {
  it('shows the lowest active rate of a region, type and term, and names it for the others', () => {
    const rates = [
      {
        id: 'manual',
        province: 'Ontario',
        rate_type: 'fixed',
        term: '5 year',
        our_rate: 4.79,
        is_active: true,
      },
      {
        id: 'scraped',
        province: 'Ontario',
        rate_type: 'fixed',
        term: '5 year',
        our_rate: 4.59,
        is_active: true,
      },
      {
        id: 'variable',
        province: 'Ontario',
        rate_type: 'variable',
        term: '5 year',
        our_rate: 4.99,
        is_active: true,
      },
      { id: 'off', province: 'Ontario', rate_type: 'fixed', term: '5 year', our_rate: 3.0, is_active: false },
    ];
    const choice = publicRateChoice(rates);
    expect(choice.get('scraped')).toEqual({ shown: true });
    expect(choice.get('manual')).toEqual({ shown: false, instead: rates[1] });
    expect(choice.get('variable')).toEqual({ shown: true });
    expect(choice.has('off')).toBe(false);
  });
});

describe('bestRate', () => {
  it('is the active rate with the lowest our_rate', () => {
    const rates = [
      rate({ id: 'a', our_rate: 4.79 }),
      rate({ id: 'b', our_rate: 3.89, is_active: false }),
      rate({ id: 'c', our_rate: 4.09 }),
      rate({ id: 'd', our_rate: 4.09 }),
      rate({ id: 'e', our_rate: Number.NaN }),
    ];
    expect(bestRate(rates)?.id).toBe('c');
    expect(bestRate([])).toBeUndefined();
  });
});

describe('formatRate', () => {
  it.each([
    [4.79, 'public', '4.79%'],
    [4.79, 'admin', '4.790%'],
    [3.945, 'public', '3.95%'],
    [5, 'public', '5.00%'],
    [4.1234, 'admin', '4.123%'],
    [0, 'public', '0.00%'],
    [Number.NaN, 'public', '—'],
  ] as const)('%s (%s) → %s', (value, style, expected) => {
    expect(formatRate(value, style)).toBe(expected);
  });

  it('defaults to the public style', () => {
    expect(formatRate(4.79)).toBe('4.79%');
  });
});

describe('isPlausibleScrapedRate', () => {
  it('accepts 0.5–15 % within 1.5 points of the posted rate', () => {
    expect(isPlausibleScrapedRate(4.79)).toBe(true);
    expect(isPlausibleScrapedRate(0.4)).toBe(false);
    expect(isPlausibleScrapedRate(15.01)).toBe(false);
    expect(isPlausibleScrapedRate(4.5, 6)).toBe(true);
    expect(isPlausibleScrapedRate(4.49, 6)).toBe(false);
    expect(isPlausibleScrapedRate(Number.NaN)).toBe(false);
  });
});
