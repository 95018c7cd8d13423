import {
  type Compounding,
  formatCad,
  type PaymentFrequency,
  paymentPerPeriod,
  periodicRate,
  principalForPayment,
  roundCents,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

// Reference values from DOMAIN.md: $400,000 at 5.00 %, 25 years.
describe('paymentPerPeriod: DOMAIN.md reference values', () => {
  const base = { principal: 400_000, annualRatePct: 5, amortizationYears: 25 };
  it.each([
    ['monthly', 'semi-annual', 2326.42],
    ['monthly', 'monthly', 2338.36],
    ['bi-weekly', 'semi-annual', 1072.54],
    ['accelerated-bi-weekly', 'semi-annual', 1163.21],
    ['accelerated-weekly', 'semi-annual', 581.6],
  ] as const)('%s (%s compounding) is $%s', (frequency, compounding, expected) => {
    expect(roundCents(paymentPerPeriod({ ...base, frequency, compounding }))).toBe(expected);
  });

  it('compounds semi-annually by default', () => {
    expect(roundCents(paymentPerPeriod({ ...base, frequency: 'monthly' }))).toBe(2326.42);
  });
});

// Computed independently with the closed form in Python (float, rounded half-up to the cent):
// r = (1 + j/k)^(k/m) - 1, P r / (1 - (1 + r)^-n); accelerated = monthly / 2 or / 4; rate 0 → P / n.
const CASES: [number, number, number, PaymentFrequency, Compounding, number][] = [
  [500000, 3.94, 25, 'monthly', 'semi-annual', 2613.86],
  [250000, 0, 25, 'monthly', 'semi-annual', 833.33],
  [100000, 0, 10, 'weekly', 'semi-annual', 192.31],
  [350000, 4.79, 30, 'semi-monthly', 'semi-annual', 911.23],
  [750000, 6.5, 20, 'weekly', 'monthly', 1287.74],
  [200000, 2.25, 15, 'bi-weekly', 'semi-annual', 603.94],
  [1000000, 7.25, 30, 'accelerated-weekly', 'monthly', 1705.44],
  [300000, 5.5, 1, 'monthly', 'semi-annual', 25742.5],
  [50000, 12, 5, 'monthly', 'monthly', 1112.22],
  [600000, 4.09, 25, 'accelerated-bi-weekly', 'semi-annual', 1592.73],
  [425000, 3.64, 20, 'weekly', 'semi-annual', 573.84],
  [800000, 5.99, 30, 'semi-monthly', 'monthly', 2392.65],
  [150000, 8, 10, 'bi-weekly', 'monthly', 838.46],
  [99999.99, 1, 3, 'monthly', 'semi-annual', 2820.72],
  [2000000, 4.5, 25, 'monthly', 'semi-annual', 11069.46],
  [450000, 10, 25, 'accelerated-weekly', 'semi-annual', 1006.3],
  [320000, 0, 30, 'bi-weekly', 'semi-annual', 410.26],
  [275000, 4.25, 7, 'semi-monthly', 'semi-annual', 1891.3],
  [1234567.89, 6.125, 18, 'monthly', 'semi-annual', 9393.58],
  [640000, 3.29, 12, 'weekly', 'monthly', 1241.47],
  [400000, 5.5, 25, 'monthly', 'semi-annual', 2441.57],
  [180000, 0, 15, 'accelerated-bi-weekly', 'semi-annual', 500],
  [525000, 25, 30, 'monthly', 'semi-annual', 10416.72],
  [90000, 0.5, 2, 'semi-monthly', 'monthly', 1884.58],
];

describe('paymentPerPeriod: independently computed cases', () => {
  it.each(CASES)(
    '$%s at %s %% over %s years, %s, %s compounding → $%s',
    (principal, rate, years, frequency, compounding, expected) => {
      const payment = paymentPerPeriod({
        principal,
        annualRatePct: rate,
        amortizationYears: years,
        frequency,
        compounding,
      });
      expect(roundCents(payment)).toBe(expected);
      expect(Math.abs(payment - expected)).toBeLessThanOrEqual(0.005);
    },
  );
});

describe('periodicRate', () => {
  it('converts a semi-annually compounded rate to its monthly equivalent', () => {
    expect(periodicRate(5, 12)).toBeCloseTo(1.025 ** (1 / 6) - 1, 15);
    expect(periodicRate(5, 2)).toBeCloseTo(0.025, 15);
  });

  it('converts a monthly compounded rate', () => {
    expect(periodicRate(6, 12, 'monthly')).toBeCloseTo(0.005, 15);
    expect(periodicRate(6, 26, 'monthly')).toBeCloseTo(1.005 ** (12 / 26) - 1, 15);
  });

  it('is 0 for a 0 % rate and for invalid input, never NaN', () => {
    for (const [rate, m] of [
      [0, 12],
      [Number.NaN, 12],
      [-1, 12],
      [5, 0],
      [5, Number.POSITIVE_INFINITY],
      [Number.POSITIVE_INFINITY, 12],
    ]) {
      expect(periodicRate(rate as number, m as number)).toBe(0);
    }
  });
});

describe('paymentPerPeriod: invalid input gives 0, never NaN', () => {
  const ok = { principal: 400_000, annualRatePct: 5, amortizationYears: 25, frequency: 'monthly' as const };
  it.each([
    ['principal NaN', { principal: Number.NaN }],
    ['principal Infinity', { principal: Number.POSITIVE_INFINITY }],
    ['principal negative', { principal: -1 }],
    ['principal 0', { principal: 0 }],
    ['rate NaN', { annualRatePct: Number.NaN }],
    ['rate negative', { annualRatePct: -2 }],
    ['years 0', { amortizationYears: 0 }],
    ['years NaN', { amortizationYears: Number.NaN }],
    ['unknown frequency', { frequency: 'daily' as unknown as PaymentFrequency }],
  ])('%s', (_, override) => {
    expect(paymentPerPeriod({ ...ok, ...override })).toBe(0);
  });

  it('stays finite for absurdly large inputs', () => {
    const payment = paymentPerPeriod({
      principal: 1e300,
      annualRatePct: 1e6,
      amortizationYears: 1e6,
      frequency: 'weekly',
    });
    expect(Number.isFinite(payment)).toBe(true);
  });
});

describe('principalForPayment', () => {
  it('inverts paymentPerPeriod', () => {
    const input = { annualRatePct: 5, amortizationYears: 25, frequency: 'monthly' as const };
    expect(
      principalForPayment({ ...input, payment: paymentPerPeriod({ ...input, principal: 400_000 }) }),
    ).toBeCloseTo(400_000, 6);
    expect(principalForPayment({ ...input, annualRatePct: 0, payment: 1000 })).toBe(300_000);
    expect(principalForPayment({ ...input, payment: Number.NaN })).toBe(0);
  });
});

describe('roundCents and formatCad', () => {
  it('rounds half away from zero at the cent despite binary noise', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2326.41994)).toBe(2326.42);
    expect(roundCents(-0.001)).toBe(0);
    expect(Object.is(roundCents(-0.001), -0)).toBe(false);
    expect(roundCents(Number.NaN)).toBe(0);
  });

  it('formats Canadian dollars in en-CA', () => {
    expect(formatCad(2326.42)).toBe('$2,326.42');
    expect(formatCad(2326.42, { decimals: 0 })).toBe('$2,326');
    expect(formatCad(463950, { decimals: 0 })).toBe('$463,950');
    expect(formatCad(-0.001)).toBe('$0.00');
    expect(formatCad(Number.NaN)).toBe('—');
    expect(formatCad(Number.POSITIVE_INFINITY, { decimals: 0 })).toBe('—');
  });
});
