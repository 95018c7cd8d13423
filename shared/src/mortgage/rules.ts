/**
 * Every Canadian mortgage rule the product relies on, in one place, with its source and the date
 * it was last checked. When a rule changes, this is the one edit (see docs/decisions/004 and 005).
 */

export const RULES_AS_OF = '2025-06-01';

/** Interest Act s.6: fixed-rate mortgages state the rate compounded semi-annually, not in advance. */
export const COMPOUNDING = {
  source: 'Interest Act (R.S.C. 1985, c. I-15) s.6; FCAC mortgage calculator',
  asOf: RULES_AS_OF,
  /** Compounding periods per year by convention. */
  periodsPerYear: { 'semi-annual': 2, monthly: 12 },
  default: 'semi-annual',
} as const;

/** One tier of the default insurance table: applies while the down payment share is in [minDownPct, maxDownPct). */
export interface InsuranceTier {
  readonly minDownPct: number;
  readonly maxDownPct: number;
  /** Premium in percent of the loan. */
  readonly ratePct: number;
}

export const MORTGAGE_INSURANCE = {
  source:
    'CMHC, Sagen and Canada Guaranty premium tables (identical); Department of Finance, mortgage rule changes effective 2024-12-15',
  asOf: RULES_AS_OF,
  /**
   * The spec's quote rule: the high-ratio part of the premium table (loan-to-value 80.01-95 %).
   * 15 to under 20 % down: 2.8 %; 10 to under 15 %: 3.1 %; 5 to under 10 %: 4.0 %.
   */
  tiers: [
    { minDownPct: 15, maxDownPct: 20, ratePct: 2.8 },
    { minDownPct: 10, maxDownPct: 15, ratePct: 3.1 },
    { minDownPct: 5, maxDownPct: 10, ratePct: 4.0 },
  ] satisfies readonly InsuranceTier[],
  /** Down payment (percent of price) from which no insurance is needed. */
  conventionalDownPct: 20,
  /** Down payment (percent of price) below which no insured mortgage exists. */
  minimumDownPct: 5,
  /** Insured mortgages only for prices strictly below this (since 2024-12-15; was $1,000,000). */
  maxInsurablePrice: 1_500_000,
  /** Longest amortization for insured mortgages in general. */
  maxStandardAmortizationYears: 25,
  /** Longest amortization for first-time buyers and new builds (since 2024-12-15), with a surcharge. */
  maxExtendedAmortizationYears: 30,
  /** Points added to the premium rate when the amortization exceeds 25 years. */
  extendedAmortizationSurchargePct: 0.2,
} as const;

/**
 * Provincial sales tax on the insurance premium: paid in cash at closing, never added to the loan.
 * Manitoba stopped taxing premiums on 2020-07-01.
 */
export const PREMIUM_SALES_TAX = {
  source: 'Ontario RST on insurance premiums, Quebec tax on insurance premiums, Saskatchewan PST',
  asOf: RULES_AS_OF,
  ratePctByProvince: { ON: 8, QC: 9, SK: 6 } as Readonly<Record<string, number>>,
} as const;

/** One band of the minimum down payment: ratePct of the part of the price in [from, to). */
export interface DownPaymentBand {
  readonly from: number;
  readonly to: number;
  readonly ratePct: number;
}

export const MINIMUM_DOWN_PAYMENT = {
  source: 'Department of Finance / CMHC minimum down payment rules, effective 2024-12-15',
  asOf: RULES_AS_OF,
  bands: [
    { from: 0, to: 500_000, ratePct: 5 },
    { from: 500_000, to: 1_500_000, ratePct: 10 },
  ] satisfies readonly DownPaymentBand[],
  /** From this price on, the whole price needs this share down (not insurable). */
  uninsurableFromPrice: 1_500_000,
  uninsurableRatePct: 20,
} as const;

export const STRESS_TEST = {
  source: 'OSFI Guideline B-20 minimum qualifying rate; Department of Finance rule for insured mortgages',
  asOf: RULES_AS_OF,
  /** Qualifying rate = max(contract rate + bufferPct, floorPct). */
  bufferPct: 2,
  floorPct: 5.25,
} as const;

export const DEBT_SERVICE = {
  source: 'Product spec (affordability calculator) 32 % / 40 %; CMHC maximums for insured loans 39 % / 44 %',
  asOf: RULES_AS_OF,
  /** Defaults used by the affordability calculator (spec), as fractions of gross income. */
  gds: 0.32,
  tds: 0.4,
  /** CMHC's maximums for insured loans, for reference. */
  maxInsuredGds: 0.39,
  maxInsuredTds: 0.44,
  /** Share of condo fees that counts in GDS and TDS (CMHC). */
  condoFeeShare: 0.5,
} as const;

/** What careful scrapers accept as a plausible published rate. */
export const RATE_SANITY = {
  source: 'Bank of Canada Valet API series V80691333/4/5 (posted 1-, 3-, 5-year conventional rates)',
  asOf: RULES_AS_OF,
  minPct: 0.5,
  maxPct: 15,
  /** A scraped rate further than this from the Bank of Canada's posted rate for the term is rejected. */
  maxDistanceFromPostedPct: 1.5,
  bankOfCanadaSeries: {
    prime: 'V80691311',
    '1 year': 'V80691333',
    '3 year': 'V80691334',
    '5 year': 'V80691335',
  },
} as const;

/** Bounds the schemas enforce on money and rates (absurd inputs are rejected, not computed). */
export const INPUT_LIMITS = {
  maxPrice: 100_000_000,
  maxAnnualIncome: 100_000_000,
  maxMonthlyAmount: 1_000_000,
  maxRatePct: 25,
  minAmortizationYears: 1,
  maxAmortizationYears: 30,
} as const;

/**
 * ours (issue 21): the rate history /rates charts. Our best rate of each region/type/term is kept once a day by
 * the scrape; the Bank of Canada's posted 5-year conventional rate (weekly, Wednesdays) is read from Valet and
 * backfilled from `backfillFrom`. docs/decisions/081-rate-history.md.
 */
export const RATE_HISTORY = {
  source:
    'Bank of Canada Valet API series V80691335 (chartered bank conventional mortgage, 5 year, posted; weekly): https://www.bankofcanada.ca/valet/observations/V80691335/json',
  asOf: '2026-11-23',
  /** The posted series the chart shows beside our own rates. */
  postedSeries: RATE_SANITY.bankOfCanadaSeries['5 year'],
  /** How far back the posted series is read (at least five years before the feature shipped). */
  backfillFrom: '2020-01-01',
  /** The term the chart follows. */
  chartTerm: '5 year',
  /** The chart's ranges, in years back from today (null: everything kept). */
  rangeYears: { '1y': 1, '5y': 5, all: null },
} as const;
