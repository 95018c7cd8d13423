import { findProvince } from '../rates/provinces';
import { isFiniteNumber, roundCents } from './money';
import { MINIMUM_DOWN_PAYMENT, MORTGAGE_INSURANCE, PREMIUM_SALES_TAX } from './rules';

/** Tolerance for comparing a down payment share with a tier boundary (exact shares hit the boundary). */
const EPSILON = 1e-9;

/**
 * The minimum down payment for a price: 5 % of the first $500,000 plus 10 % of the part from
 * $500,000 up to $1,500,000; from $1,500,000 on, 20 % of the whole price (not insurable).
 * Invalid or non-positive prices give 0.
 */
export function minimumDownPayment(price: number): number {
  return roundCents(minimumDownPaymentExact(price));
}

/** minimumDownPayment before rounding to the cent (for comparisons). */
export function minimumDownPaymentExact(price: number): number {
  return minimumDownPaymentParts(price).reduce((total, part) => total + part.amount, 0);
}

/** One band's share of a price's minimum down payment: ratePct of the part of the price in [from, to). */
export interface DownPaymentPart {
  ratePct: number;
  from: number;
  /** The part of the price in this band. */
  part: number;
  /** ratePct of the part, before rounding. */
  amount: number;
}

/**
 * How a price's minimum down payment adds up, band by band (MINIMUM_DOWN_PAYMENT), so an explanation
 * shows the same math: one part of the whole price from the uninsurable price on.
 */
export function minimumDownPaymentParts(price: number): DownPaymentPart[] {
  if (!isFiniteNumber(price) || price <= 0) return [];
  if (price >= MINIMUM_DOWN_PAYMENT.uninsurableFromPrice) {
    const ratePct = MINIMUM_DOWN_PAYMENT.uninsurableRatePct;
    return [{ ratePct, from: 0, part: price, amount: (price * ratePct) / 100 }];
  }
  return MINIMUM_DOWN_PAYMENT.bands
    .map((band) => ({ ratePct: band.ratePct, from: band.from, part: Math.min(price, band.to) - band.from }))
    .filter((band) => band.part > 0)
    .map((band) => ({ ...band, amount: (band.part * band.ratePct) / 100 }));
}

export type InsuranceStatus =
  /** 20 % or more down, or nothing borrowed: no insurance. */
  | 'not-required'
  /** High-ratio mortgage: the premium applies. */
  | 'insured'
  /** Less than 20 % down but no insured mortgage is possible (under 5 % down, price ≥ $1.5M, or > 25 years without eligibility). */
  | 'not-insurable';

export interface InsuranceInput {
  price: number;
  downPayment: number;
  amortizationYears?: number;
  /**
   * Insured amortizations above 25 years exist only for first-time buyers and new builds (with a
   * 0.20-point surcharge). Defaults to true: a form that offers 30 years implies eligibility.
   */
  firstTimeBuyerOrNewBuild?: boolean;
}

export interface InsuranceResult {
  /** Premium rate as a fraction of the loan (0.028 for 2.8 %). */
  rate: number;
  /** Premium in dollars, rounded to the cent; added to the loan. */
  premium: number;
  status: InsuranceStatus;
  /** Down payment as a percentage of the price. */
  downPaymentPct: number;
}

/**
 * Mortgage default insurance premium by the spec's tiers: down payment 15–<20 % → 2.8 %,
 * 10–<15 % → 3.1 %, 5–<10 % → 4.0 %, ≥20 % or <5 % → 0; plus 0.20 points for amortizations above
 * 25 years. Prices of $1,500,000 or more are not insurable (premium 0).
 */
export function insurancePremium(input: InsuranceInput): InsuranceResult {
  const { price, downPayment } = input;
  const none = (status: InsuranceStatus, downPaymentPct = 0): InsuranceResult => ({
    rate: 0,
    premium: 0,
    status,
    downPaymentPct,
  });
  if (!isFiniteNumber(price) || !isFiniteNumber(downPayment) || price <= 0 || downPayment < 0) {
    return none('not-required');
  }
  const loan = price - downPayment;
  const downPaymentPct = (downPayment / price) * 100;
  if (loan <= 0 || downPaymentPct + EPSILON >= MORTGAGE_INSURANCE.conventionalDownPct) {
    return none('not-required', Math.min(downPaymentPct, 100));
  }
  if (price >= MORTGAGE_INSURANCE.maxInsurablePrice) return none('not-insurable', downPaymentPct);
  const tier = MORTGAGE_INSURANCE.tiers.find(
    (t) => downPaymentPct + EPSILON >= t.minDownPct && downPaymentPct + EPSILON < t.maxDownPct,
  );
  if (!tier) return none('not-insurable', downPaymentPct);
  let ratePct: number = tier.ratePct;
  const years = input.amortizationYears;
  if (isFiniteNumber(years) && years > MORTGAGE_INSURANCE.maxStandardAmortizationYears) {
    if (input.firstTimeBuyerOrNewBuild === false || years > MORTGAGE_INSURANCE.maxExtendedAmortizationYears) {
      return none('not-insurable', downPaymentPct);
    }
    ratePct += MORTGAGE_INSURANCE.extendedAmortizationSurchargePct;
  }
  const rate = Math.round(ratePct * 1000) / 100_000;
  return { rate, premium: roundCents(loan * rate), status: 'insured', downPaymentPct };
}

/** Provincial sales tax on the premium (ON 8 %, QC 9 %, SK 6 %, else 0), rounded to the cent. Paid at closing. */
export function premiumSalesTax(province: string, premium: number): number {
  const code = findProvince(province)?.code;
  const ratePct = code ? (PREMIUM_SALES_TAX.ratePctByProvince[code] ?? 0) : 0;
  if (!isFiniteNumber(premium) || premium <= 0) return 0;
  return roundCents((premium * ratePct) / 100);
}
