import { insurancePremium, minimumDownPayment, premiumSalesTax } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

describe('insurancePremium: the spec tiers, boundaries at exactly 5, 10, 15 and 20 % down', () => {
  const price = 400_000;
  it.each([
    // [down payment, rate, premium]
    [80_000, 0, 0], // exactly 20 %: no insurance
    [79_999.99, 0.028, 8960], // just under 20 %: 2.8 % of 320,000.01 → 8,960.00
    [60_000, 0.028, 9520], // exactly 15 %: 2.8 %
    [59_999.99, 0.031, 10540], // just under 15 %: 3.1 % of 340,000.01 → 10,540.00
    [40_000, 0.031, 11160], // exactly 10 %: 3.1 %
    [39_999.99, 0.04, 14400], // just under 10 %: 4.0 % of 360,000.01 → 14,400.00
    [20_000, 0.04, 15200], // exactly 5 %: 4.0 %
    [19_999.99, 0, 0], // under 5 %: none (not insurable)
    [0, 0, 0],
  ])('$%s down on $400,000 → rate %s, premium $%s', (downPayment, rate, premium) => {
    const result = insurancePremium({ price, downPayment });
    expect(result.rate).toBe(rate);
    expect(result.premium).toBe(premium);
  });

  it('reports why there is no premium', () => {
    expect(insurancePremium({ price, downPayment: 80_000 }).status).toBe('not-required');
    expect(insurancePremium({ price, downPayment: 10_000 }).status).toBe('not-insurable');
    expect(insurancePremium({ price, downPayment: 40_000 }).status).toBe('insured');
  });

  it('holds at boundaries that are not round numbers (exact shares of odd prices)', () => {
    expect(insurancePremium({ price: 333_333, downPayment: 49_999.95 }).rate).toBe(0.028); // exactly 15 %
    expect(insurancePremium({ price: 123_457, downPayment: 24_691.4 }).rate).toBe(0); // exactly 20 %
    expect(insurancePremium({ price: 987_654.3, downPayment: 49_382.715 }).rate).toBe(0.04); // exactly 5 %
  });

  it('adds 0.20 points above 25 years of amortization (first-time buyers and new builds)', () => {
    expect(insurancePremium({ price, downPayment: 40_000, amortizationYears: 30 })).toMatchObject({
      rate: 0.033,
      premium: 11_880,
    });
    expect(insurancePremium({ price, downPayment: 40_000, amortizationYears: 25 }).rate).toBe(0.031);
    expect(insurancePremium({ price, downPayment: 80_000, amortizationYears: 30 }).rate).toBe(0);
  });

  it('refuses an insured 30-year amortization to a borrower who is neither first-time nor buying new', () => {
    const result = insurancePremium({
      price,
      downPayment: 40_000,
      amortizationYears: 30,
      firstTimeBuyerOrNewBuild: false,
    });
    expect(result).toMatchObject({ rate: 0, premium: 0, status: 'not-insurable' });
  });

  it('is not available from a $1,500,000 price (boundary)', () => {
    expect(insurancePremium({ price: 1_499_999, downPayment: 150_000 })).toMatchObject({
      rate: 0.031,
      status: 'insured',
    });
    expect(insurancePremium({ price: 1_500_000, downPayment: 150_000 })).toMatchObject({
      rate: 0,
      premium: 0,
      status: 'not-insurable',
    });
    expect(insurancePremium({ price: 1_500_000, downPayment: 300_000 }).status).toBe('not-required');
  });

  it.each([
    [Number.NaN, 10_000],
    [400_000, Number.NaN],
    [Number.POSITIVE_INFINITY, 10_000],
    [-400_000, 10_000],
    [400_000, -10_000],
    [0, 0],
  ])('invalid input (%s, %s) gives no premium, never NaN', (p, d) => {
    const result = insurancePremium({ price: p, downPayment: d });
    expect(result.premium).toBe(0);
    expect(result.rate).toBe(0);
    expect(Number.isNaN(result.downPaymentPct)).toBe(false);
  });
});

describe('minimumDownPayment', () => {
  it.each([
    [0, 0],
    [100_000, 5_000],
    [499_999, 24_999.95],
    [500_000, 25_000], // boundary: 5 % of all
    [500_001, 25_000.1],
    [700_000, 45_000], // DOMAIN.md example
    [1_000_000, 75_000],
    [1_499_999, 124_999.9],
    [1_500_000, 300_000], // boundary: 20 % of the whole price
    [2_000_000, 400_000],
    [Number.NaN, 0],
    [-5, 0],
    [Number.POSITIVE_INFINITY, 0],
  ])('$%s → $%s', (price, expected) => {
    expect(minimumDownPayment(price)).toBe(expected);
  });
});

describe('premiumSalesTax', () => {
  it.each([
    ['ON', 10_000, 800],
    ['Ontario', 10_000, 800],
    ['QC', 10_000, 900],
    ['Québec', 10_000, 900],
    ['SK', 10_000, 600],
    ['MB', 10_000, 0],
    ['BC', 10_000, 0],
    ['ZZ', 10_000, 0],
    ['ON', 11_160, 892.8],
    ['ON', Number.NaN, 0],
    ['ON', -5, 0],
  ])('%s on $%s → $%s', (province, premium, tax) => {
    expect(premiumSalesTax(province, premium)).toBe(tax);
  });
});
