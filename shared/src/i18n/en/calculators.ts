export { calculatorsAffordabilityWords } from './calculators/affordability';
export { calculatorsCommonWords } from './calculators/common';
export { calculatorsHubWords } from './calculators/hub';
export { calculatorsLandTransferRulesWords } from './calculators/land-transfer-rules';
export { calculatorsMortgageWords } from './calculators/mortgage';
export { calculatorsQuoteWords } from './calculators/quote';

import type { calculatorsAffordabilityWords } from './calculators/affordability';
import type { calculatorsCommonWords } from './calculators/common';
import type { calculatorsHubWords } from './calculators/hub';
import type { calculatorsLandTransferRulesWords } from './calculators/land-transfer-rules';
import type { calculatorsMortgageWords } from './calculators/mortgage';
import type { calculatorsQuoteWords } from './calculators/quote';

/**
 * The calculators part of the English catalogue (EnglishCatalogue.calculators), piece by piece: a page
 * imports only the pieces it shows (`useWords('calculators', '<piece>', english)`).
 */
export interface CalculatorsWords {
  common: typeof calculatorsCommonWords;
  hub: typeof calculatorsHubWords;
  mortgage: typeof calculatorsMortgageWords;
  affordability: typeof calculatorsAffordabilityWords;
  quote: typeof calculatorsQuoteWords;
  landTransferRules: typeof calculatorsLandTransferRulesWords;
}
