import {
  CLOSING_COST_ESTIMATES,
  type ClosingCosts,
  type ClosingCostsInput,
  closingCosts,
} from '@maplestone/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

// The four estimates: legal 1,000–2,500, title insurance 200–500, inspection 400–800, appraisal 300–600.
const ESTIMATES_LOW = 1_000 + 200 + 400 + 300; // 1,900
const ESTIMATES_HIGH = 2_500 + 500 + 800 + 600; // 4,400

/** A case: the input, and the fields of the result it must have (the others are left to other cases). */
interface Case {
  name: string;
  input: ClosingCostsInput;
  /** Each field is compared whole (toEqual); `expect.objectContaining` where only part of it matters. */
  expected: Partial<ClosingCosts>;
}

const cases: Case[] = [
  {
    name: 'Ontario $500,000 with 10 % down: land transfer tax + 8 % sales tax on the premium + estimates',
    // Loan 450,000; premium 3.1 % = 13,950 (goes into the loan); sales tax 8 % × 13,950 = 1,116 (cash)
    // Land transfer tax 6,475 → taxes 7,591; cash 50,000 + 7,591 + 1,900 / 4,400
    input: { province: 'ON', price: 500_000, downPayment: 50_000, firstTimeBuyer: false },
    expected: {
      landTransferTaxDue: 6_475,
      mortgageInsurance: { status: 'insured', premium: 13_950, salesTaxRatePct: 8, salesTax: 1_116 },
      taxes: 7_591,
      estimatesTotal: { low: ESTIMATES_LOW, high: ESTIMATES_HIGH },
      closingCosts: { low: 9_491, high: 11_991 },
      downPayment: 50_000,
      cashToClose: { low: 59_491, high: 61_991 },
    },
  },
  {
    name: 'Toronto first-time buyer: both rebates come off the cash',
    // Land transfer tax 12,950 − 8,475 = 4,475; 20 % down: no insurance → cash 100,000 + 4,475 + estimates
    input: { province: 'ON', price: 500_000, downPayment: 100_000, firstTimeBuyer: true, toronto: true },
    expected: {
      landTransferTaxDue: 4_475,
      mortgageInsurance: expect.objectContaining({ status: 'not-required', premium: 0, salesTax: 0 }),
      cashToClose: { low: 106_375, high: 108_875 },
    },
  },
  {
    name: 'Quebec $400,000 with 5 % down: 9 % tax on the premium',
    // Loan 380,000; premium 4 % = 15,200; tax 9 % = 1,368; welcome tax 4,110.50 → taxes 5,478.50
    input: { province: 'QC', price: 400_000, downPayment: 20_000, firstTimeBuyer: false },
    expected: {
      mortgageInsurance: expect.objectContaining({ salesTax: 1_368 }),
      taxes: 5_478.5,
      cashToClose: { low: 27_378.5, high: 29_878.5 },
    },
  },
  {
    name: 'Saskatchewan with 10 % down and 30 years: 6 % tax on the premium with the 0.20-point surcharge',
    // Loan 270,000; premium (3.1 + 0.2) % = 3.3 % → 8,910; tax 6 % = 534.60; title fee 0.4 % × 300,000 = 1,200
    input: {
      province: 'SK',
      price: 300_000,
      downPayment: 30_000,
      firstTimeBuyer: true,
      amortizationYears: 30,
    },
    expected: {
      mortgageInsurance: { status: 'insured', premium: 8_910, salesTaxRatePct: 6, salesTax: 534.6 },
      taxes: 1_734.6,
    },
  },
  {
    name: 'British Columbia has no sales tax on the premium',
    // $700,000, first-time, $45,000 down (the minimum): premium 4 % × 655,000 = 26,200, no tax; LTT 4,000
    input: { province: 'BC', price: 700_000, downPayment: 45_000, firstTimeBuyer: true },
    expected: {
      mortgageInsurance: expect.objectContaining({ premium: 26_200, salesTaxRatePct: 0, salesTax: 0 }),
      taxes: 4_000,
    },
  },
  {
    name: 'where the land transfer tax is not available, says so and leaves it out of the cash',
    input: { province: 'NS', price: 400_000, downPayment: 80_000, firstTimeBuyer: false },
    expected: {
      landTransferTax: expect.objectContaining({ available: false, reason: 'municipal-rate-varies' }),
      landTransferTaxDue: null,
      taxes: 0,
      cashToClose: { low: 80_000 + ESTIMATES_LOW, high: 80_000 + ESTIMATES_HIGH },
    },
  },
];

describe('closingCosts', () => {
  for (const { name, input, expected } of cases) {
    it(name, () => {
      const result = closingCosts(input);
      const fields = Object.keys(expected) as (keyof ClosingCosts)[];
      expect(Object.fromEntries(fields.map((field) => [field, result[field]]))).toEqual(expected);
    });
  }

  it('the estimates are typed as estimates, with their basis', () => {
    const { estimates } = closingCosts({
      province: 'ON',
      price: 500_000,
      downPayment: 100_000,
      firstTimeBuyer: false,
    });
    for (const estimate of Object.values(estimates)) {
      expect(estimate.estimate).toBe(true);
      expect(estimate.low).toBeLessThan(estimate.high);
      expect(estimate.basis).toMatch(/typical market range/i);
    }
    expect(estimates.legalFees).toBe(CLOSING_COST_ESTIMATES.legalFees);
  });
});

describe('closingCosts properties', () => {
  const provinces = fc.constantFrom('ON', 'QC', 'SK', 'BC', 'AB', 'MB', 'NS', 'PE');
  const cents = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((c) => c / 100);

  it('cash to close = down payment + taxes + estimates, exact to the cent, low ≤ high', () => {
    fc.assert(
      fc.property(
        provinces,
        cents(3_000_000),
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.boolean(),
        fc.constantFrom(25, 30),
        (province, price, share, firstTimeBuyer, amortizationYears) => {
          const downPayment = Math.round(price * share * 100) / 100;
          const result = closingCosts({ province, price, downPayment, firstTimeBuyer, amortizationYears });
          const toCents = (amount: number) => Math.round(amount * 100);
          for (const amount of [result.taxes, result.cashToClose.low, result.cashToClose.high]) {
            expect(amount).toBe(toCents(amount) / 100);
          }
          expect(toCents(result.cashToClose.low)).toBe(
            toCents(downPayment) + toCents(result.taxes) + toCents(result.estimatesTotal.low),
          );
          expect(toCents(result.taxes)).toBe(
            toCents(result.landTransferTaxDue ?? 0) + toCents(result.mortgageInsurance.salesTax),
          );
          expect(result.cashToClose.low).toBeLessThanOrEqual(result.cashToClose.high);
          expect(result.taxes).toBeGreaterThanOrEqual(0);
        },
      ),
      { numRuns: 300 },
    );
  });
});
