import { affordability, CALCULATOR_DEFAULTS, qualifyingRate } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

const spec = CALCULATOR_DEFAULTS.affordability;
const base = {
  annualIncome: spec.annualIncome,
  downPayment: spec.downPayment,
  annualRatePct: spec.rate,
  amortizationYears: spec.amortization,
  propertyTaxMonthly: 0,
  heatMonthly: 0,
  condoFeesMonthly: 0,
  otherDebtMonthly: 0,
};

describe('qualifyingRate (stress test)', () => {
  it.each([
    [4.84, 6.84],
    [3.25, 5.25],
    [3.0, 5.25],
    [0, 5.25],
    [Number.NaN, 5.25],
  ])('%s %% qualifies at %s %%', (rate, expected) => {
    expect(qualifyingRate(rate)).toBeCloseTo(expected, 10);
  });
});

describe('affordability', () => {
  // Independently computed: room = min(100000/12 × 0.32, × 0.40) = 2,666.67 (GDS binds);
  // PV at 6.84 % (semi-annual), 300 monthly payments = 386,157.45.
  it('at the spec defaults ($100,000 income, $20,000 down, 4.84 %, 25 years)', () => {
    const result = affordability(base);
    expect(result.maxMonthlyPayment).toBe(2666.67);
    expect(result.bindingRatio).toBe('gds');
    expect(result.qualifyingRatePct).toBe(6.84);
    expect(result.maxMortgage).toBe(386_157.45);
    // Less than 20 % down: the 4.0 % premium must fit in the loan too.
    expect(result.maxPrice).toBe(391_305.24);
    expect(result.insurancePremium).toBe(14_852.21);
    expect(result.limitedBy).toBe('income');
  });

  it('with 20 % or more down, the price is the loan plus the down payment', () => {
    const result = affordability({ ...base, downPayment: 150_000 });
    expect(result.maxPrice).toBe(536_157.45);
    expect(result.insurancePremium).toBe(0);
  });

  it('caps the price by the legal minimum down payment', () => {
    const result = affordability({ ...base, annualIncome: 400_000, downPayment: 20_000 });
    expect(result.maxPrice).toBe(400_000);
    expect(result.limitedBy).toBe('downPayment');
    expect(affordability({ ...base, downPayment: 0 }).maxPrice).toBe(0);
  });

  it('binds on TDS when other debts are large, counting half the condo fees', () => {
    const result = affordability({
      ...base,
      otherDebtMonthly: 1000,
      condoFeesMonthly: 400,
      propertyTaxMonthly: 300,
      heatMonthly: 100,
    });
    // GDS room = 2666.67 - (300 + 100 + 200) = 2066.67; TDS room = 3333.33 - 600 - 1000 = 1733.33
    expect(result.bindingRatio).toBe('tds');
    expect(result.maxMonthlyPayment).toBe(1733.33);
  });

  it('can turn off the stress test and use other ratios', () => {
    const result = affordability({ ...base, stressTest: false, gds: 0.39, tds: 0.44 });
    expect(result.qualifyingRatePct).toBe(4.84);
    expect(result.maxMonthlyPayment).toBe(3250);
  });

  it('never yields NaN or negative figures for absurd input', () => {
    const result = affordability({
      ...base,
      annualIncome: Number.NaN,
      downPayment: Number.POSITIVE_INFINITY,
      otherDebtMonthly: 1e12,
      annualRatePct: -3,
    });
    for (const value of Object.values(result)) {
      if (typeof value === 'number') {
        expect(Number.isFinite(value)).toBe(true);
        expect(value).toBeGreaterThanOrEqual(0);
      }
    }
    expect(result.maxMortgage).toBe(0);
  });
});
