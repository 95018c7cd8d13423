import { findProvince, type ProvinceCode } from '../rates/provinces';
import { type InsuranceStatus, insurancePremium, premiumSalesTax } from './insurance';
import { type LandTransferTaxResult, landTransferTax } from './land-transfer-tax';
import { nonNegativeOr0 } from './money';
import { PREMIUM_SALES_TAX } from './rules';

/** A cost we can only estimate: a typical range, never a quote. */
export interface CostEstimate {
  low: number;
  high: number;
  /** Marks the figure as an estimate for every caller (pages label it so). */
  estimate: true;
  /** Where the range comes from. */
  basis: string;
}

const TYPICAL_MARKET_RANGE =
  'Typical market range for a Canadian resale home purchase with a mortgage, from published broker, lawyer and inspector price guides; not a quote';

/** Typical ranges for the closing costs that are not taxes (docs/decisions/078). */
export const CLOSING_COST_ESTIMATES = {
  source: TYPICAL_MARKET_RANGE,
  asOf: '2026-11-23',
  legalFees: {
    low: 1_000,
    high: 2_500,
    estimate: true,
    basis: `Lawyer's or notary's fee with disbursements (searches, registration). ${TYPICAL_MARKET_RANGE}`,
  },
  titleInsurance: {
    low: 200,
    high: 500,
    estimate: true,
    basis: `One-time owner's and lender's title insurance premium. ${TYPICAL_MARKET_RANGE}`,
  },
  homeInspection: {
    low: 400,
    high: 800,
    estimate: true,
    basis: `A general home inspection before firming the offer. ${TYPICAL_MARKET_RANGE}`,
  },
  appraisal: {
    low: 300,
    high: 600,
    estimate: true,
    basis: `A lender's appraisal; often paid by the lender or insurer on an insured mortgage. ${TYPICAL_MARKET_RANGE}`,
  },
} as const satisfies {
  source: string;
  asOf: string;
  legalFees: CostEstimate;
  titleInsurance: CostEstimate;
  homeInspection: CostEstimate;
  appraisal: CostEstimate;
};

export interface ClosingCostsInput {
  province: ProvinceCode | (string & {});
  price: number;
  downPayment: number;
  firstTimeBuyer: boolean;
  toronto?: boolean;
  montreal?: boolean;
  amortizationYears?: number;
}

export interface CostRange {
  low: number;
  high: number;
}

export interface ClosingCosts {
  landTransferTax: LandTransferTaxResult;
  /** The land transfer tax due (its total after any rebate), or null when not available for this place. */
  landTransferTaxDue: number | null;
  /** The premium goes into the loan; only its provincial sales tax is paid in cash at closing. */
  mortgageInsurance: {
    status: InsuranceStatus;
    premium: number;
    salesTaxRatePct: number;
    salesTax: number;
  };
  estimates: {
    legalFees: CostEstimate;
    titleInsurance: CostEstimate;
    homeInspection: CostEstimate;
    appraisal: CostEstimate;
  };
  /** Known to the cent: the land transfer tax due (when available) + the sales tax on the premium. */
  taxes: number;
  /** The four estimates added up. */
  estimatesTotal: CostRange;
  /** Everything but the down payment: taxes + estimates. */
  closingCosts: CostRange;
  downPayment: number;
  /** Cash needed at closing: down payment + taxes + estimates (without the land transfer tax when it is not available). */
  cashToClose: CostRange;
}

const ESTIMATE_KEYS = ['legalFees', 'titleInsurance', 'homeInspection', 'appraisal'] as const;

/** Whole cents, for sums without float dust. */
function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

/**
 * What a buyer pays at closing beside the down payment: the land transfer tax (see landTransferTax),
 * the provincial sales tax on the mortgage insurance premium (ON 8 %, QC 9 %, SK 6 %) when the loan is
 * insured, and the typical legal, title insurance, inspection and appraisal ranges, clearly estimates.
 * A 30-year amortization is taken as insurable (first-time buyer or new build), as in the quote dialog.
 */
export function closingCosts(input: ClosingCostsInput): ClosingCosts {
  const price = nonNegativeOr0(input.price);
  const downPayment = nonNegativeOr0(input.downPayment);
  const tax = landTransferTax({
    province: input.province,
    price,
    firstTimeBuyer: input.firstTimeBuyer,
    toronto: input.toronto,
    montreal: input.montreal,
  });
  const landTransferTaxDue = tax.available ? tax.total : null;

  const insurance = insurancePremium({ price, downPayment, amortizationYears: input.amortizationYears });
  const code = findProvince(input.province)?.code;
  const salesTaxRatePct = code ? (PREMIUM_SALES_TAX.ratePctByProvince[code] ?? 0) : 0;
  const salesTax = premiumSalesTax(input.province, insurance.premium);

  const estimates = {
    legalFees: CLOSING_COST_ESTIMATES.legalFees,
    titleInsurance: CLOSING_COST_ESTIMATES.titleInsurance,
    homeInspection: CLOSING_COST_ESTIMATES.homeInspection,
    appraisal: CLOSING_COST_ESTIMATES.appraisal,
  };
  const lowCents = ESTIMATE_KEYS.reduce((sum, key) => sum + toCents(estimates[key].low), 0);
  const highCents = ESTIMATE_KEYS.reduce((sum, key) => sum + toCents(estimates[key].high), 0);
  const taxesCents = toCents(landTransferTaxDue ?? 0) + toCents(salesTax);
  const downPaymentCents = toCents(downPayment);

  return {
    landTransferTax: tax,
    landTransferTaxDue,
    mortgageInsurance: { status: insurance.status, premium: insurance.premium, salesTaxRatePct, salesTax },
    estimates,
    taxes: taxesCents / 100,
    estimatesTotal: { low: lowCents / 100, high: highCents / 100 },
    closingCosts: { low: (taxesCents + lowCents) / 100, high: (taxesCents + highCents) / 100 },
    downPayment: downPaymentCents / 100,
    cashToClose: {
      low: (downPaymentCents + taxesCents + lowCents) / 100,
      high: (downPaymentCents + taxesCents + highCents) / 100,
    },
  };
}
