import { QUOTE_DEFAULTS, quoteCalculation } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const defaults = {
  amortizationYears: QUOTE_DEFAULTS.amortization,
  annualRatePct: QUOTE_DEFAULTS.mortgageRate,
  frequency: QUOTE_DEFAULTS.paymentFrequency,
};

describe('quoteCalculation', () => {
  it('has the spec defaults: Ontario, 25 years, 3.94 %, monthly', () => {
    expect(QUOTE_DEFAULTS).toEqual({
      location: 'Ontario',
      amortization: 25,
      mortgageRate: 3.94,
      paymentFrequency: 'monthly',
    });
  });

  // Figures computed independently in Python (see payment.test.ts for the formula).
  it('at the dialog defaults, $500,000 with 10 % down: premium 3.1 %, $463,950 total, $2,425.40 a month', () => {
    expect(quoteCalculation({ ...defaults, price: 500_000, downPayment: 50_000 })).toEqual({
      cmhcInsurance: 13_950,
      totalMortgage: 463_950,
      monthlyPayment: 2425.4,
      paymentPerPeriod: 2425.4,
      insuranceRate: 0.031,
      minimumDownPayment: 25_000,
      meetsMinimumDownPayment: true,
    });
  });

  it.each([
    // price, down, years, frequency, premium, total, monthly, per period
    [500_000, 100_000, 25, 'monthly', 0, 400_000, 2091.09, 2091.09],
    [500_000, 25_000, 25, 'bi-weekly', 19_000, 494_000, 2582.5, 1190.88],
    [500_000, 50_000, 30, 'monthly', 14_850, 464_850, 2194.69, 2194.69],
    [400_000, 60_000, 25, 'monthly', 9_520, 349_520, 1827.19, 1827.19],
    [700_000, 45_000, 20, 'bi-weekly', 26_200, 681_200, 4095.01, 1888.35],
  ] as const)(
    '$%s, $%s down, %s years, %s → premium $%s, total $%s, $%s monthly, $%s per period',
    (price, downPayment, years, frequency, premium, total, monthly, perPeriod) => {
      const result = quoteCalculation({
        price,
        downPayment,
        amortizationYears: years,
        annualRatePct: 3.94,
        frequency,
      });
      expect(result.cmhcInsurance).toBe(premium);
      expect(result.totalMortgage).toBe(total);
      expect(result.monthlyPayment).toBe(monthly);
      expect(result.paymentPerPeriod).toBe(perPeriod);
    },
  );

  it('flags a down payment under the legal minimum without refusing the quote (the spec hint is not enforced)', () => {
    const result = quoteCalculation({ ...defaults, price: 700_000, downPayment: 40_000 });
    expect(result.minimumDownPayment).toBe(45_000);
    expect(result.meetsMinimumDownPayment).toBe(false);
    expect(result.cmhcInsurance).toBe(26_400); // 4.0 % of 660,000 by the spec's tiers
  });

  it.each([
    [0, 50_000],
    [500_000, 0],
    [0, 0],
    [Number.NaN, 50_000],
    [500_000, Number.NaN],
    [Number.POSITIVE_INFINITY, 50_000],
    [-500_000, 50_000],
  ])('price %s / down payment %s → every figure 0', (price, downPayment) => {
    const result = quoteCalculation({ ...defaults, price, downPayment });
    expect(result.cmhcInsurance).toBe(0);
    expect(result.totalMortgage).toBe(0);
    expect(result.monthlyPayment).toBe(0);
    expect(result.paymentPerPeriod).toBe(0);
  });

  it('is 0 with a down payment covering the whole price, and never NaN for a bad rate', () => {
    expect(quoteCalculation({ ...defaults, price: 300_000, downPayment: 300_000 }).monthlyPayment).toBe(0);
    const bad = quoteCalculation({
      ...defaults,
      price: 500_000,
      downPayment: 100_000,
      annualRatePct: Number.NaN,
    });
    for (const value of Object.values(bad)) expect(Number.isNaN(value)).toBe(false);
  });
});
