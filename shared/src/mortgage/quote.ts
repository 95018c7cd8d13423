import type { QuoteLocation } from '../rates/provinces';
import type { PaymentFrequency, QuotePaymentFrequency } from './frequency';
import { insurancePremium, minimumDownPayment } from './insurance';
import { isFiniteNumber, roundCents } from './money';
import { paymentPerPeriod } from './payment';

/** The quote dialog's defaults (spec §9). Price and down payment start empty. */
export const QUOTE_DEFAULTS = {
  location: 'Ontario',
  amortization: 25,
  mortgageRate: 3.94,
  paymentFrequency: 'monthly',
} as const satisfies {
  location: QuoteLocation;
  amortization: number;
  mortgageRate: number;
  paymentFrequency: QuotePaymentFrequency;
};

/** Amortization choices of the quote dialog. */
export const QUOTE_AMORTIZATION_YEARS = [15, 20, 25, 30] as const;
/** Amortization choices of the affordability calculator. */
export const AFFORDABILITY_AMORTIZATION_YEARS = [1, 2, 3, 4, 5, 7, 10, 15, 20, 25, 30] as const;

/** Defaults of the calculator pages (spec §9). */
export const CALCULATOR_DEFAULTS = {
  mortgageAmount: 500_000,
  amortization: 25,
  hub: { price: 500_000, downPayment: 100_000, rate: 5.5 },
  affordability: {
    annualIncome: 100_000,
    downPayment: 20_000,
    rate: 4.84,
    amortization: 25,
    /**
     * Heating a month when the visitor does not know it (issue 35): lenders count heat in GDS and, without a
     * bill, assume a standard figure; $100 a month is the one most Canadian lenders use.
     */
    heatMonthly: 100,
  },
} as const;

export interface QuoteInput {
  price: number;
  downPayment: number;
  amortizationYears: number;
  annualRatePct: number;
  frequency: PaymentFrequency;
  firstTimeBuyerOrNewBuild?: boolean;
}

/** What the quote dialog shows and stores in lead metadata.calculations (money rounded to the cent). */
export interface QuoteCalculation {
  cmhcInsurance: number;
  totalMortgage: number;
  monthlyPayment: number;
  /** The payment at the chosen frequency (equals monthlyPayment when monthly). */
  paymentPerPeriod: number;
  /** Premium rate as a fraction of the loan. */
  insuranceRate: number;
  /** The legal minimum down payment for the price (the spec's hint is older and not enforced). */
  minimumDownPayment: number;
  meetsMinimumDownPayment: boolean;
}

const ZERO: QuoteCalculation = {
  cmhcInsurance: 0,
  totalMortgage: 0,
  monthlyPayment: 0,
  paymentPerPeriod: 0,
  insuranceRate: 0,
  minimumDownPayment: 0,
  meetsMinimumDownPayment: true,
};

/**
 * The quote dialog's figures: insurance premium by the spec's tiers (plus the 30-year surcharge),
 * premium added to the loan, payment by the amortized formula with semi-annual compounding.
 * Price or down payment 0 (or any invalid number) → every figure 0.
 */
export function quoteCalculation(input: QuoteInput): QuoteCalculation {
  const { price, downPayment, amortizationYears, annualRatePct, frequency } = input;
  if (!isFiniteNumber(price) || !isFiniteNumber(downPayment) || price <= 0 || downPayment <= 0) return ZERO;
  const minimum = minimumDownPayment(price);
  const loan = Math.max(0, price - downPayment);
  const insurance = insurancePremium({
    price,
    downPayment,
    amortizationYears,
    firstTimeBuyerOrNewBuild: input.firstTimeBuyerOrNewBuild,
  });
  const totalMortgage = roundCents(loan + insurance.premium);
  const payment = (f: PaymentFrequency) =>
    roundCents(
      paymentPerPeriod({ principal: totalMortgage, annualRatePct, amortizationYears, frequency: f }),
    );
  return {
    cmhcInsurance: insurance.premium,
    totalMortgage,
    monthlyPayment: payment('monthly'),
    paymentPerPeriod: payment(frequency),
    insuranceRate: insurance.rate,
    minimumDownPayment: minimum,
    meetsMinimumDownPayment: downPayment + 0.005 >= minimum,
  };
}

/**
 * A quote's figure as staff read it (issue 35): a field the visitor left empty reaches the record as 0 (the
 * dialog's rule, ADR 061), so 0 is a figure nobody gave: absent, never "$0.00". A quote without a price has
 * no calculations either (`quoteHasFigures`): they were worked out from nothing.
 */
export function givenFigure(value: unknown): number | null {
  return typeof value === 'number' && value > 0 ? value : null;
}

/** Whether a quote's calculations say anything: its price was given. */
export function quoteHasFigures(metadata: { price?: unknown } | null | undefined): boolean {
  return givenFigure(metadata?.price) !== null;
}
