/**
 * ours: the words of the rates pages, the spec's among them (marked where they stand), beside the rate history's (rate-history.ts)
 * and the rate alerts' (rate-alert.ts): /rates, the rates board (home, agent page, /rates) and the best
 * rate badge. English; French in fr/rates.ts (ADR 085).
 */

export { ratesBoardWords } from './rates/board';
export { ratesCommonWords } from './rates/common';
export { ratesPageWords } from './rates/page';

import type { ratesBoardWords } from './rates/board';
import type { ratesCommonWords } from './rates/common';
import type { ratesPageWords } from './rates/page';

/**
 * The rates part of the English catalogue (EnglishCatalogue.rates), piece by piece: a page imports
 * only the pieces it shows (`useWords('rates', '<piece>', english)`).
 */
export interface RatesWords {
  common: typeof ratesCommonWords;
  page: typeof ratesPageWords;
  board: typeof ratesBoardWords;
}
