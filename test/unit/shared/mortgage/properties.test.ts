import {
  affordability,
  amortizationSchedule,
  COMPOUNDINGS,
  insurancePremium,
  PAYMENT_FREQUENCIES,
  paymentPerPeriod,
  quoteCalculation,
} from '@maplestone/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const principal = fc.double({ min: 1_000, max: 5_000_000, noNaN: true });
const rate = fc.double({ min: 0, max: 25, noNaN: true });
const years = fc.integer({ min: 1, max: 30 });
const frequency = fc.constantFrom(...PAYMENT_FREQUENCIES);
const compounding = fc.constantFrom(...COMPOUNDINGS);
const anyNumber = fc.oneof(
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, -0, 0, 1e308),
);

describe('mortgage math properties', () => {
  it("the schedule's balance reaches 0 at the end and the principal is repaid", () => {
    fc.assert(
      fc.property(principal, rate, years, frequency, compounding, (p, r, y, f, c) => {
        const schedule = amortizationSchedule({
          principal: p,
          annualRatePct: r,
          amortizationYears: y,
          frequency: f,
          compounding: c,
        });
        expect(schedule.rows.at(-1)?.endingBalance).toBe(0);
        const repaid = schedule.rows.reduce((sum, row) => sum + row.principal, 0);
        expect(Math.abs(repaid - p)).toBeLessThan(0.01 * schedule.rows.length + 0.01);
        expect(schedule.totals.years).toBeLessThanOrEqual(y + 1e-9);
        if (!f.startsWith('accelerated')) expect(schedule.totals.payments).toBe(y * schedule.paymentsPerYear);
      }),
      { numRuns: 200 },
    );
  });

  it('accelerated payments pay off sooner and cost less interest', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10_000, max: 5_000_000, noNaN: true }),
        fc.double({ min: 0.5, max: 25, noNaN: true }),
        fc.integer({ min: 2, max: 30 }),
        compounding,
        fc.constantFrom('bi-weekly', 'weekly'),
        (p, r, y, c, kind) => {
          const input = { principal: p, annualRatePct: r, amortizationYears: y, compounding: c };
          const regular = amortizationSchedule({ ...input, frequency: 'monthly' });
          const rapid = amortizationSchedule({ ...input, frequency: `accelerated-${kind}` as const });
          expect(rapid.totals.years).toBeLessThan(regular.totals.years);
          expect(rapid.totals.interest).toBeLessThan(regular.totals.interest);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('a higher rate never lowers the payment', () => {
    fc.assert(
      fc.property(principal, rate, rate, years, frequency, compounding, (p, r1, r2, y, f, c) => {
        const [low, high] = r1 <= r2 ? [r1, r2] : [r2, r1];
        const at = (r: number) =>
          paymentPerPeriod({
            principal: p,
            annualRatePct: r,
            amortizationYears: y,
            frequency: f,
            compounding: c,
          });
        // Equal up to float rounding (1e-12 relative) when the rates are practically equal.
        expect(at(high)).toBeGreaterThanOrEqual(at(low) * (1 - 1e-12));
      }),
    );
  });

  it('no premium at 20 % down or more', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 100_000_000, noNaN: true }),
        fc.double({ min: 0.2, max: 1, noNaN: true }),
        years,
        (price, share, y) => {
          const result = insurancePremium({ price, downPayment: price * share, amortizationYears: y });
          expect(result.premium).toBe(0);
          expect(result.rate).toBe(0);
        },
      ),
    );
  });

  it('more down never raises the premium rate (below $1.5M)', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 10_000, max: 1_499_999, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        fc.double({ min: 0.05, max: 1, noNaN: true }),
        (price, a, b) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          expect(insurancePremium({ price, downPayment: price * more }).rate).toBeLessThanOrEqual(
            insurancePremium({ price, downPayment: price * less }).rate,
          );
        },
      ),
    );
  });

  it('no NaN ever reaches a result, whatever the numbers', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, anyNumber, frequency, (a, b, c, d, f) => {
        const figures = [
          paymentPerPeriod({ principal: a, annualRatePct: b, amortizationYears: c, frequency: f }),
          ...Object.values(
            quoteCalculation({
              price: a,
              downPayment: b,
              amortizationYears: c,
              annualRatePct: d,
              frequency: f,
            }),
          ),
          ...Object.values(insurancePremium({ price: a, downPayment: b, amortizationYears: c })),
          ...Object.values(
            affordability({
              annualIncome: a,
              downPayment: b,
              annualRatePct: d,
              amortizationYears: c,
              propertyTaxMonthly: d,
              heatMonthly: a,
              condoFeesMonthly: b,
              otherDebtMonthly: c,
            }),
          ),
        ];
        for (const value of figures) if (typeof value === 'number') expect(Number.isNaN(value)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });
});
