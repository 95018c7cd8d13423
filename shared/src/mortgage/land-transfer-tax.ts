import { findProvince, type ProvinceCode } from '../rates/provinces';
import {
  type BracketTaxRule,
  LAND_TRANSFER_RULES_AS_OF,
  type LandTransferRule,
  type LandTransferUnavailable,
  type LandTransferUnavailableReason,
  type MarginalBracket,
  MONTREAL_TRANSFER_DUTIES,
  PROVINCIAL_LAND_TRANSFER_RULES,
  TORONTO_MUNICIPAL_LAND_TRANSFER_TAX,
} from './land-transfer-rules';
import { nonNegativeOr0, roundCents } from './money';
import { INPUT_LIMITS } from './rules';

export interface LandTransferTaxInput {
  /** A province code (ON, BC, …); a name such as 'Ontario' is also understood. */
  province: ProvinceCode | (string & {});
  /** Purchase price in dollars (taken as the value the tax is charged on). */
  price: number;
  firstTimeBuyer: boolean;
  /** Toronto's municipal tax on top of Ontario's (ignored outside Ontario). */
  toronto?: boolean;
  /** Montréal's own brackets instead of Quebec's scale (ignored outside Quebec). */
  montreal?: boolean;
}

export type LandTransferLevel = 'provincial' | 'municipal';
export type LandTransferCity = 'toronto' | 'montreal';

/** One line of the math, so a buyer can check it: the part of the price taxed at a rate, and the tax. */
export interface LandTransferLine {
  /** 'bracket': a marginal bracket; 'surtax': a rate added on top above a threshold; 'fee': a fixed fee. */
  kind: 'bracket' | 'surtax' | 'fee';
  level: LandTransferLevel;
  from: number;
  /** null: no upper limit. */
  to: number | null;
  ratePct: number;
  /** The part of the price this line taxes (0 for a fixed fee). */
  taxable: number;
  tax: number;
}

export interface LandTransferSource {
  name: string;
  source: string;
  asOf: string;
}

export interface LandTransferTax {
  available: true;
  province: ProvinceCode;
  /** The city whose municipal rule was applied, if any. */
  city: LandTransferCity | null;
  /** Alberta and Saskatchewan have no transfer tax: their figure is the land titles registration fee. */
  charge: 'tax' | 'registration-fee';
  provincial: number;
  municipal: number;
  /** First-time buyer refund, rebate or exemption: rebates.provincial + rebates.municipal. */
  rebate: number;
  rebates: { provincial: number; municipal: number };
  /** What is due: provincial + municipal − rebate. */
  total: number;
  /** The brackets, surtaxes and fees applied (only those the price reaches). */
  lines: LandTransferLine[];
  sources: LandTransferSource[];
}

export interface LandTransferTaxUnavailable {
  available: false;
  /** null when the province code was not recognised. */
  province: ProvinceCode | null;
  city: LandTransferCity | null;
  reason: LandTransferUnavailableReason;
  detail: string;
  asOf: string;
}

export type LandTransferTaxResult = LandTransferTax | LandTransferTaxUnavailable;

/** Whole cents, for sums without float dust (inputs are already rounded to the cent). */
function toCents(dollars: number): number {
  return Math.round(dollars * 100);
}

function sumCents(amounts: readonly number[]): number {
  return amounts.reduce((sum, amount) => sum + toCents(amount), 0) / 100;
}

function bracketLines(
  brackets: readonly MarginalBracket[],
  price: number,
  level: LandTransferLevel,
): LandTransferLine[] {
  return brackets.flatMap((bracket): LandTransferLine[] => {
    const taxable = Math.min(price, bracket.to ?? Number.POSITIVE_INFINITY) - bracket.from;
    if (taxable <= 0) return [];
    return [
      {
        kind: 'bracket',
        level,
        from: bracket.from,
        to: bracket.to,
        ratePct: bracket.ratePct,
        taxable: roundCents(taxable),
        tax: roundCents((taxable * bracket.ratePct) / 100),
      },
    ];
  });
}

function bracketRuleLines(rule: BracketTaxRule, price: number, level: LandTransferLevel): LandTransferLine[] {
  if (rule.exemptUpTo !== undefined && price <= rule.exemptUpTo) return [];
  const surtaxes = (rule.surtaxes ?? []).flatMap((surtax): LandTransferLine[] => {
    const taxable = price - surtax.from;
    if (taxable <= 0) return [];
    const tax = roundCents((taxable * surtax.ratePct) / 100);
    return [
      {
        kind: 'surtax',
        level,
        from: surtax.from,
        to: null,
        ratePct: surtax.ratePct,
        taxable: roundCents(taxable),
        tax,
      },
    ];
  });
  return [...bracketLines(rule.brackets, price, level), ...surtaxes];
}

function ruleLines(rule: LandTransferRule, price: number, level: LandTransferLevel): LandTransferLine[] {
  switch (rule.kind) {
    case 'brackets':
      return bracketRuleLines(rule, price, level);
    case 'per-step-fee': {
      if (price <= 0) return [];
      // "For each $5,000 or part of $5,000": the value rounded up to the next whole step.
      const taxable = Math.ceil(price / rule.step) * rule.step;
      const ratePct = (rule.feePerStep / rule.step) * 100;
      return [
        { kind: 'fee', level, from: 0, to: null, ratePct: 0, taxable: 0, tax: rule.baseFee },
        {
          kind: 'bracket',
          level,
          from: 0,
          to: null,
          ratePct,
          taxable,
          tax: roundCents((taxable / rule.step) * rule.feePerStep),
        },
      ];
    }
    case 'flat-then-rate-fee':
      if (price <= rule.freeUpTo) return [];
      if (price <= rule.flatFeeUpTo) {
        return [{ kind: 'fee', level, from: 0, to: null, ratePct: 0, taxable: 0, tax: rule.flatFee }];
      }
      return bracketLines([{ from: 0, to: null, ratePct: rule.ratePct }], price, level);
  }
}

/** The first-time buyer relief a rule grants at a price, never more than the tax it relieves. */
function firstTimeRelief(rule: LandTransferRule, price: number, tax: number): number {
  const relief = rule.firstTimeBuyer;
  if (!relief) return 0;
  switch (relief.kind) {
    case 'refund-up-to':
      return Math.min(tax, relief.max);
    case 'full-exemption':
      return tax;
    case 'exempt-first-part': {
      if (price >= relief.noneFrom) return 0;
      const exemptPart = Math.min(price, relief.exemptValue);
      // The exemption is the tax on the exempt part of the price.
      const exempt = sumCents(ruleLines(rule, exemptPart, 'provincial').map((line) => line.tax));
      // Phased out linearly between fullUpTo and noneFrom.
      const share =
        price <= relief.fullUpTo ? 1 : (relief.noneFrom - price) / (relief.noneFrom - relief.fullUpTo);
      return Math.min(tax, roundCents(exempt * share));
    }
  }
}

function sourceOf(rule: LandTransferRule): LandTransferSource {
  return { name: rule.name, source: rule.source, asOf: rule.asOf };
}

function unavailable(
  province: ProvinceCode | null,
  city: LandTransferCity | null,
  why: LandTransferUnavailable,
): LandTransferTaxUnavailable {
  return { available: false, province, city, reason: why.reason, detail: why.detail, asOf: why.asOf };
}

/**
 * The land transfer tax (or title registration fee) a buyer pays, to the cent, with the lines applied:
 * Ontario (+ Toronto), British Columbia, Manitoba, New Brunswick, PEI, Quebec (its scale up to $500,000),
 * Alberta and Saskatchewan (registration fees). Every other case answers `available: false` with why.
 * The price is taken as the taxable value (where the assessed value is higher, the tax is higher).
 * Invalid or negative prices count as 0; prices above INPUT_LIMITS.maxPrice answer 'price-out-of-range'.
 */
export function landTransferTax(input: LandTransferTaxInput): LandTransferTaxResult {
  const province = findProvince(input.province)?.code ?? null;
  if (!province) {
    return unavailable(null, null, {
      reason: 'unknown-province',
      detail: `"${String(input.province)}" is not a Canadian province or territory code.`,
      asOf: LAND_TRANSFER_RULES_AS_OF,
    });
  }
  const city: LandTransferCity | null =
    province === 'ON' && input.toronto ? 'toronto' : province === 'QC' && input.montreal ? 'montreal' : null;
  const entry = PROVINCIAL_LAND_TRANSFER_RULES[province];
  if (!entry.available) return unavailable(province, city, entry);
  if (city === 'montreal') return unavailable(province, city, MONTREAL_TRANSFER_DUTIES);

  const rule = entry.rule;
  const price = nonNegativeOr0(input.price);
  if (price > INPUT_LIMITS.maxPrice) {
    return unavailable(province, city, {
      reason: 'price-out-of-range',
      detail: `Prices above ${INPUT_LIMITS.maxPrice} are outside what the calculators accept.`,
      asOf: LAND_TRANSFER_RULES_AS_OF,
    });
  }
  if (rule.kind === 'brackets') {
    const above = rule.unavailable?.above;
    if (above && price > above.price) return unavailable(province, city, above);
    const firstTime = rule.unavailable?.firstTimeBuyer;
    if (firstTime && input.firstTimeBuyer) return unavailable(province, city, firstTime);
  }

  const provincialLines = ruleLines(rule, price, 'provincial');
  const municipalRule = city === 'toronto' ? TORONTO_MUNICIPAL_LAND_TRANSFER_TAX : null;
  const municipalLines = municipalRule ? ruleLines(municipalRule, price, 'municipal') : [];
  const provincial = sumCents(provincialLines.map((line) => line.tax));
  const municipal = sumCents(municipalLines.map((line) => line.tax));
  const rebates = {
    provincial: input.firstTimeBuyer ? firstTimeRelief(rule, price, provincial) : 0,
    municipal: input.firstTimeBuyer && municipalRule ? firstTimeRelief(municipalRule, price, municipal) : 0,
  };
  const rebate = sumCents([rebates.provincial, rebates.municipal]);
  return {
    available: true,
    province,
    city,
    charge: rule.charge,
    provincial,
    municipal,
    rebate,
    rebates,
    total: (toCents(provincial) + toCents(municipal) - toCents(rebate)) / 100,
    lines: [...provincialLines, ...municipalLines],
    sources: municipalRule ? [sourceOf(rule), sourceOf(municipalRule)] : [sourceOf(rule)],
  };
}
