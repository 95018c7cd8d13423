import { FREQUENCY_INFO, type PaymentFrequency } from './frequency';
import { isFiniteNumber } from './money';
import { COMPOUNDING } from './rules';

export type Compounding = keyof typeof COMPOUNDING.periodsPerYear;
export const COMPOUNDINGS = Object.keys(COMPOUNDING.periodsPerYear) as Compounding[];

/**
 * The interest rate per payment period, as a fraction.
 * Semi-annual compounding (the Canadian fixed-rate convention): r = (1 + j/2)^(2/m) - 1.
 * Monthly compounding: r = (1 + j/12)^(12/m) - 1. Invalid input (NaN, negative, m ≤ 0) gives 0.
 */
export function periodicRate(
  annualRatePct: number,
  paymentsPerYear: number,
  compounding: Compounding = COMPOUNDING.default,
): number {
  if (!isFiniteNumber(annualRatePct) || annualRatePct <= 0) return 0;
  if (!isFiniteNumber(paymentsPerYear) || paymentsPerYear <= 0) return 0;
  const k = COMPOUNDING.periodsPerYear[compounding];
  // expm1/log1p keep full precision for tiny rates: (1 + j/k)^(k/m) - 1.
  const rate = Math.expm1((k / paymentsPerYear) * Math.log1p(annualRatePct / 100 / k));
  return isFiniteNumber(rate) ? rate : 0;
}

export interface PaymentInput {
  principal: number;
  annualRatePct: number;
  amortizationYears: number;
  frequency: PaymentFrequency;
  compounding?: Compounding;
}

/** Level payment that repays `principal` over `periods` at rate `r` per period (unrounded). */
export function levelPayment(principal: number, r: number, periods: number): number {
  if (!(principal > 0) || !(periods > 0) || !isFiniteNumber(principal) || !isFiniteNumber(periods)) return 0;
  if (!(r > 0)) return principal / periods;
  // 1 - (1 + r)^-n, computed without cancellation for tiny rates.
  const payment = (principal * r) / -Math.expm1(-periods * Math.log1p(r));
  // Never below the interest-free payment (guards float noise at tiny rates).
  return isFiniteNumber(payment) ? Math.max(payment, principal / periods) : principal * r;
}

/**
 * Payment per period in dollars, unrounded. Each frequency uses its own periodic rate;
 * accelerated frequencies pay the monthly payment / 2 (bi-weekly) or / 4 (weekly).
 * Rate 0 → principal / number of payments. Invalid or non-positive inputs give 0, never NaN.
 */
export function paymentPerPeriod(input: PaymentInput): number {
  const { principal, annualRatePct, amortizationYears, frequency } = input;
  const compounding = input.compounding ?? COMPOUNDING.default;
  const info = FREQUENCY_INFO[frequency];
  if (!info) return 0;
  if (!isFiniteNumber(principal) || principal <= 0) return 0;
  if (!isFiniteNumber(amortizationYears) || amortizationYears <= 0) return 0;
  if (!isFiniteNumber(annualRatePct) || annualRatePct < 0) return 0;
  if (info.monthlyDivisor) {
    return paymentPerPeriod({ ...input, frequency: 'monthly', compounding }) / info.monthlyDivisor;
  }
  const r = periodicRate(annualRatePct, info.paymentsPerYear, compounding);
  return levelPayment(principal, r, amortizationYears * info.paymentsPerYear);
}

/**
 * The principal that a given payment per period repays (present value of the payments); the inverse
 * of paymentPerPeriod for non-accelerated frequencies. Invalid input gives 0.
 */
export function principalForPayment(input: Omit<PaymentInput, 'principal'> & { payment: number }): number {
  const { payment, annualRatePct, amortizationYears, frequency } = input;
  const info = FREQUENCY_INFO[frequency];
  if (!info || !isFiniteNumber(payment) || payment <= 0) return 0;
  if (!isFiniteNumber(amortizationYears) || amortizationYears <= 0) return 0;
  if (!isFiniteNumber(annualRatePct) || annualRatePct < 0) return 0;
  if (info.monthlyDivisor) {
    return principalForPayment({ ...input, frequency: 'monthly', payment: payment * info.monthlyDivisor });
  }
  const n = amortizationYears * info.paymentsPerYear;
  const r = periodicRate(annualRatePct, info.paymentsPerYear, input.compounding ?? COMPOUNDING.default);
  if (r === 0) return payment * n;
  const pv = (payment * -Math.expm1(-n * Math.log1p(r))) / r;
  return isFiniteNumber(pv) ? pv : 0;
}
