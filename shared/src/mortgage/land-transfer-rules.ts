/**
 * Land transfer taxes (and the title registration fees that stand in for them), by province, with their
 * source and the date they were last checked, like rules.ts. A province whose rule we have not confirmed
 * says so with a typed "not available" entry: the calculator never shows a number we are not sure of
 * (docs/decisions/078).
 */
import type { ProvinceCode } from '../rates/provinces';

export const LAND_TRANSFER_RULES_AS_OF = '2026-11-23';

/** A marginal bracket: ratePct of the part of the price in [from, to); `to: null` has no upper limit. */
export interface MarginalBracket {
  readonly from: number;
  readonly to: number | null;
  readonly ratePct: number;
}

/** First-time buyer relief, as each jurisdiction grants it. */
export type FirstTimeBuyerRelief =
  /** A refund or rebate of the tax, up to `max` dollars (Ontario, Toronto). */
  | { readonly kind: 'refund-up-to'; readonly max: number }
  /**
   * No tax on the first `exemptValue` of the price while the price is at most `fullUpTo`; the exemption
   * shrinks linearly to nothing at `noneFrom` (British Columbia).
   */
  | {
      readonly kind: 'exempt-first-part';
      readonly exemptValue: number;
      readonly fullUpTo: number;
      readonly noneFrom: number;
    }
  /** No tax at all (Prince Edward Island). */
  | { readonly kind: 'full-exemption' };

/** Why a figure is not available: pages map the reason to their own text. */
export type LandTransferUnavailableReason =
  /** We have not sourced and checked this province's rule yet. */
  | 'no-rule-yet'
  /** The rate depends on the municipality (Nova Scotia; Quebec above $500,000). */
  | 'municipal-rate-varies'
  /** Sources disagree on the rates in force, so none is shown (Montréal). */
  | 'rates-unconfirmed'
  /** The tax is known but the first-time buyer relief is not confirmed (Quebec). */
  | 'first-time-buyer-relief-unconfirmed'
  /** The province code is not one of the 13. */
  | 'unknown-province'
  /** The price is above what the schemas accept (INPUT_LIMITS.maxPrice). */
  | 'price-out-of-range';

export interface LandTransferUnavailable {
  readonly reason: LandTransferUnavailableReason;
  /** Why, in a sentence (for the ADR, logs and a page's fine print). */
  readonly detail: string;
  readonly asOf: string;
}

interface RuleSource {
  /** The charge's own name, e.g. 'Ontario land transfer tax'. */
  readonly name: string;
  /** The official page or statute the figures come from. */
  readonly source: string;
  readonly asOf: string;
}

/** A tax by marginal brackets, with optional surtaxes, low-value exemption and first-time relief. */
export interface BracketTaxRule extends RuleSource {
  readonly kind: 'brackets';
  /** Alberta and Saskatchewan charge a registration fee, not a tax. */
  readonly charge: 'tax';
  readonly brackets: readonly MarginalBracket[];
  /** Rates charged on top of the brackets on the part of the price above `from` (BC's 2 % above $3M). */
  readonly surtaxes?: readonly { readonly from: number; readonly ratePct: number }[];
  /** Prices up to this much pay nothing at all (PEI's low-cost exemption); above it the whole price is taxed. */
  readonly exemptUpTo?: number;
  readonly firstTimeBuyer: FirstTimeBuyerRelief | null;
  /** Cases the rule does not compute, with why. */
  readonly unavailable?: {
    /** Prices above this are not computed. */
    readonly above?: { readonly price: number } & LandTransferUnavailable;
    readonly firstTimeBuyer?: LandTransferUnavailable;
  };
}

/** Alberta: a base fee plus so much for each step of value or part of a step. */
export interface PerStepFeeRule extends RuleSource {
  readonly kind: 'per-step-fee';
  readonly charge: 'registration-fee';
  readonly baseFee: number;
  readonly feePerStep: number;
  readonly step: number;
  readonly firstTimeBuyer: null;
}

/** Saskatchewan: nothing up to `freeUpTo`, a flat fee up to `flatFeeUpTo`, then ratePct of the whole value. */
export interface FlatThenRateFeeRule extends RuleSource {
  readonly kind: 'flat-then-rate-fee';
  readonly charge: 'registration-fee';
  readonly freeUpTo: number;
  readonly flatFeeUpTo: number;
  readonly flatFee: number;
  readonly ratePct: number;
  readonly firstTimeBuyer: null;
}

export type LandTransferRule = BracketTaxRule | PerStepFeeRule | FlatThenRateFeeRule;

/** A province's entry: its rule, or why it has none yet. */
export type ProvincialLandTransferEntry =
  | { readonly available: true; readonly rule: LandTransferRule }
  | ({ readonly available: false } & LandTransferUnavailable);

/** Why a case is not computed, as of LAND_TRANSFER_RULES_AS_OF. */
function unavailable(reason: LandTransferUnavailableReason, detail: string): LandTransferUnavailable {
  return { reason, detail, asOf: LAND_TRANSFER_RULES_AS_OF };
}

/** A tax by brackets, as of LAND_TRANSFER_RULES_AS_OF. */
function bracketTax(rule: Omit<BracketTaxRule, 'kind' | 'charge' | 'asOf'>): BracketTaxRule {
  return { kind: 'brackets', charge: 'tax', asOf: LAND_TRANSFER_RULES_AS_OF, ...rule };
}

/** The brackets Ontario and Toronto share up to $2,000,000. */
const ONTARIO_BRACKETS_TO_2M: readonly MarginalBracket[] = [
  { from: 0, to: 55_000, ratePct: 0.5 },
  { from: 55_000, to: 250_000, ratePct: 1 },
  { from: 250_000, to: 400_000, ratePct: 1.5 },
  { from: 400_000, to: 2_000_000, ratePct: 2 },
];

export const ONTARIO_LAND_TRANSFER_TAX = bracketTax({
  name: 'Ontario land transfer tax',
  source:
    'Land Transfer Tax Act (R.S.O. 1990, c. L.6) s.2; Ontario Ministry of Finance, "Land transfer tax" and "Land transfer tax refunds for first-time homebuyers" (ontario.ca)',
  // The 2.5 % bracket applies to land with one or two single-family residences (a home purchase).
  brackets: [...ONTARIO_BRACKETS_TO_2M, { from: 2_000_000, to: null, ratePct: 2.5 }],
  firstTimeBuyer: { kind: 'refund-up-to', max: 4_000 },
});

export const TORONTO_MUNICIPAL_LAND_TRANSFER_TAX = bracketTax({
  name: 'Toronto municipal land transfer tax',
  source:
    'City of Toronto Municipal Code Chapter 760; City of Toronto, "Municipal Land Transfer Tax (MLTT) rates and fees", graduated rates above $3,000,000 in force from 2026-04-01',
  brackets: [
    ...ONTARIO_BRACKETS_TO_2M,
    { from: 2_000_000, to: 3_000_000, ratePct: 2.5 },
    { from: 3_000_000, to: 4_000_000, ratePct: 4.4 },
    { from: 4_000_000, to: 5_000_000, ratePct: 5.45 },
    { from: 5_000_000, to: 10_000_000, ratePct: 6.5 },
    { from: 10_000_000, to: 20_000_000, ratePct: 7.55 },
    { from: 20_000_000, to: null, ratePct: 8.6 },
  ],
  firstTimeBuyer: { kind: 'refund-up-to', max: 4_475 },
});

export const BRITISH_COLUMBIA_PROPERTY_TRANSFER_TAX = bracketTax({
  name: 'British Columbia property transfer tax',
  source:
    'Property Transfer Tax Act (R.S.B.C. 1996, c. 378); Government of B.C., "Property transfer tax" and "First time home buyers\' program" (gov.bc.ca), thresholds from 2024-04-01',
  brackets: [
    { from: 0, to: 200_000, ratePct: 1 },
    { from: 200_000, to: 2_000_000, ratePct: 2 },
    { from: 2_000_000, to: null, ratePct: 3 },
  ],
  // On the residential part of the value above $3,000,000 (a home purchase: all of it).
  surtaxes: [{ from: 3_000_000, ratePct: 2 }],
  firstTimeBuyer: { kind: 'exempt-first-part', exemptValue: 500_000, fullUpTo: 835_000, noneFrom: 860_000 },
});

export const MANITOBA_LAND_TRANSFER_TAX = bracketTax({
  name: 'Manitoba land transfer tax',
  source:
    'The Tax Administration and Miscellaneous Taxes Act (C.C.S.M. c. T2), Part I; Manitoba Finance, "Land Transfer Tax" (gov.mb.ca); no first-time buyer rebate',
  brackets: [
    { from: 0, to: 30_000, ratePct: 0 },
    { from: 30_000, to: 90_000, ratePct: 0.5 },
    { from: 90_000, to: 150_000, ratePct: 1 },
    { from: 150_000, to: 200_000, ratePct: 1.5 },
    { from: 200_000, to: null, ratePct: 2 },
  ],
  firstTimeBuyer: null,
});

export const NEW_BRUNSWICK_REAL_PROPERTY_TRANSFER_TAX = bracketTax({
  name: 'New Brunswick real property transfer tax',
  source:
    'Real Property Transfer Tax Act (S.N.B. 1983, c. R-2.1) s.2: 1 % of the greater of the consideration and the assessed value, since 2016-04-01; no first-time buyer rebate',
  brackets: [{ from: 0, to: null, ratePct: 1 }],
  firstTimeBuyer: null,
});

export const PRINCE_EDWARD_ISLAND_REAL_PROPERTY_TRANSFER_TAX = bracketTax({
  name: 'Prince Edward Island real property transfer tax',
  source:
    'Real Property Transfer Tax Act (R.S.P.E.I. 1988, c. R-3.1) s.3(1) and s.4; Government of P.E.I., "Real Property Transfer Tax low-cost real property exemption" and "first-time home buyers exemption" (princeedwardisland.ca)',
  brackets: [{ from: 0, to: null, ratePct: 1 }],
  exemptUpTo: 30_000,
  firstTimeBuyer: { kind: 'full-exemption' },
});

/** The province-wide scale municipalities must levy; each may charge more (up to 3 %) above $500,000. */
const QUEBEC_MUNICIPAL_TOP_RATE_FROM = 500_000;

export const QUEBEC_TRANSFER_DUTIES = bracketTax({
  name: 'Quebec duties on transfers of immovables (welcome tax)',
  source:
    'Act respecting duties on transfers of immovables (CQLR c. D-15.1) s.2; 2026 thresholds indexed by the notice in the Gazette officielle du Québec, Partie 1, 2025-06-07',
  brackets: [
    { from: 0, to: 62_900, ratePct: 0.5 },
    { from: 62_900, to: 315_000, ratePct: 1 },
    { from: 315_000, to: null, ratePct: 1.5 },
  ],
  firstTimeBuyer: null,
  unavailable: {
    above: {
      price: QUEBEC_MUNICIPAL_TOP_RATE_FROM,
      ...unavailable(
        'municipal-rate-varies',
        'Above $500,000 each Quebec municipality may set its own rate by by-law (up to 3 %; Montréal without a cap), and many do.',
      ),
    },
    firstTimeBuyer: unavailable(
      'first-time-buyer-relief-unconfirmed',
      'A Quebec credit refunding part of the duties to first-time buyers from 2026 is reported, but we have not confirmed its terms at an official source.',
    ),
  },
});

export const ALBERTA_LAND_TITLES_TRANSFER_FEE: PerStepFeeRule = {
  kind: 'per-step-fee',
  charge: 'registration-fee',
  name: 'Alberta land titles transfer of land registration fee',
  source:
    'Land Titles Act (RSA 2000, c. L-4) s.64.1, in force 2024-10-20: $50 plus $5 for each $5,000 or part of $5,000 of value; Alberta has no land transfer tax',
  asOf: LAND_TRANSFER_RULES_AS_OF,
  baseFee: 50,
  feePerStep: 5,
  step: 5_000,
  firstTimeBuyer: null,
};

export const SASKATCHEWAN_TITLE_TRANSFER_FEE: FlatThenRateFeeRule = {
  kind: 'flat-then-rate-fee',
  charge: 'registration-fee',
  name: 'Saskatchewan land titles transfer fee',
  source:
    'Information Services Corporation (ISC) Land Registry fee schedule, effective 2023-07-29: no fee to $500, $25 to $6,300, 0.4 % of the value above that; Saskatchewan has no land transfer tax',
  asOf: LAND_TRANSFER_RULES_AS_OF,
  freeUpTo: 500,
  flatFeeUpTo: 6_300,
  flatFee: 25,
  ratePct: 0.4,
  firstTimeBuyer: null,
};

function notYet(detail: string): ProvincialLandTransferEntry {
  return { available: false, ...unavailable('no-rule-yet', detail) };
}

/** Each province's and territory's rule, or why it has none yet. */
export const PROVINCIAL_LAND_TRANSFER_RULES: Readonly<Record<ProvinceCode, ProvincialLandTransferEntry>> = {
  AB: { available: true, rule: ALBERTA_LAND_TITLES_TRANSFER_FEE },
  BC: { available: true, rule: BRITISH_COLUMBIA_PROPERTY_TRANSFER_TAX },
  MB: { available: true, rule: MANITOBA_LAND_TRANSFER_TAX },
  NB: { available: true, rule: NEW_BRUNSWICK_REAL_PROPERTY_TRANSFER_TAX },
  NL: notYet(
    "Newfoundland and Labrador charges registration fees on the deed and the mortgage; we have not checked the current schedule at the Registry of Deeds' source.",
  ),
  NS: {
    available: false,
    ...unavailable(
      'municipal-rate-varies',
      "Nova Scotia's deed transfer tax is set by each municipality (up to 1.5 %). Halifax's flat 1.5 % has been under review for a tiered rate since 2025, and we have not confirmed the rate in force, so no municipality is computed yet.",
    ),
  },
  NT: notYet(
    'The Northwest Territories charge land titles registration fees; we have not checked the current schedule.',
  ),
  NU: notYet('Nunavut charges land titles registration fees; we have not checked the current schedule.'),
  ON: { available: true, rule: ONTARIO_LAND_TRANSFER_TAX },
  PE: { available: true, rule: PRINCE_EDWARD_ISLAND_REAL_PROPERTY_TRANSFER_TAX },
  QC: { available: true, rule: QUEBEC_TRANSFER_DUTIES },
  SK: { available: true, rule: SASKATCHEWAN_TITLE_TRANSFER_FEE },
  YT: notYet('Yukon charges land titles registration fees; we have not checked the current schedule.'),
};

/** Montréal levies its own brackets instead of Quebec's scale; sources disagree on the 2026 thresholds. */
export const MONTREAL_TRANSFER_DUTIES = unavailable(
  'rates-unconfirmed',
  "Montréal sets its own brackets above Quebec's scale; published 2026 thresholds disagree between sources and we could not read the City's own page, so Montréal is not computed yet.",
);
