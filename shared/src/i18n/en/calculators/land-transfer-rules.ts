import {
  ALBERTA_LAND_TITLES_TRANSFER_FEE,
  BRITISH_COLUMBIA_PROPERTY_TRANSFER_TAX,
  type LandTransferRule,
  MANITOBA_LAND_TRANSFER_TAX,
  MONTREAL_TRANSFER_DUTIES,
  NEW_BRUNSWICK_REAL_PROPERTY_TRANSFER_TAX,
  ONTARIO_LAND_TRANSFER_TAX,
  PRINCE_EDWARD_ISLAND_REAL_PROPERTY_TRANSFER_TAX,
  PROVINCIAL_LAND_TRANSFER_RULES,
  type ProvincialLandTransferEntry,
  QUEBEC_TRANSFER_DUTIES,
  SASKATCHEWAN_TITLE_TRANSFER_FEE,
  TORONTO_MUNICIPAL_LAND_TRANSFER_TAX,
} from '../../../mortgage/land-transfer-rules';

/** A rule's name and source as the land transfer tax page shows them (the rule keeps its own English). */
const shown = (rule: LandTransferRule) => ({ name: rule.name, source: rule.source });
/** Why a province has no figure, as the rules say it. */
const detailOf = (entry: ProvincialLandTransferEntry) => (entry.available ? '' : entry.detail);

/**
 * ours: the calculators' and the quote dialog's words that lived in their components (issue 20), beside the
 * purchase-cost calculators' (purchase-cost.ts). English; French in
 * fr/calculators.ts (ADR 085).
 */

/**
 * The land transfer rules' names, sources and reasons as the pages show them: the English is the rules' own
 * (mortgage/land-transfer-rules.ts), named here so that it has a French.
 */
export const calculatorsLandTransferRulesWords = {
  /** Between a rule's name and its source in the list of sources. */
  separator: ': ',
  /** By province (its rule) and by city (Toronto's municipal tax). */
  rules: {
    AB: shown(ALBERTA_LAND_TITLES_TRANSFER_FEE),
    BC: shown(BRITISH_COLUMBIA_PROPERTY_TRANSFER_TAX),
    MB: shown(MANITOBA_LAND_TRANSFER_TAX),
    NB: shown(NEW_BRUNSWICK_REAL_PROPERTY_TRANSFER_TAX),
    ON: shown(ONTARIO_LAND_TRANSFER_TAX),
    PE: shown(PRINCE_EDWARD_ISLAND_REAL_PROPERTY_TRANSFER_TAX),
    QC: shown(QUEBEC_TRANSFER_DUTIES),
    SK: shown(SASKATCHEWAN_TITLE_TRANSFER_FEE),
    toronto: shown(TORONTO_MUNICIPAL_LAND_TRANSFER_TAX),
  },
  /** Why there is no figure (the fine print under the reason), by province, Quebec's cases and Montréal. */
  details: {
    NL: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NL),
    NS: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NS),
    NT: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NT),
    NU: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.NU),
    YT: detailOf(PROVINCIAL_LAND_TRANSFER_RULES.YT),
    quebecAbove: QUEBEC_TRANSFER_DUTIES.unavailable?.above?.detail ?? '',
    quebecFirstTimeBuyer: QUEBEC_TRANSFER_DUTIES.unavailable?.firstTimeBuyer?.detail ?? '',
    montreal: MONTREAL_TRANSFER_DUTIES.detail,
  },
} as const;
