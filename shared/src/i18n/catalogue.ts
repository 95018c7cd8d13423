import type { chatMessages } from '../chat/messages';
import type { messages } from '../messages';
import type { purchaseCostMessages } from '../purchase-cost-messages';
import type { rateAlertMessages } from '../rate-alert-messages';
import type { rateHistoryMessages } from '../rate-history-messages';
import type { CalculatorsWords } from '../words/calculators';
import type { ContentWords } from '../words/content';
import type { domainWords } from '../words/domain';
import type { homeWords } from '../words/home';
import type { layoutWords } from '../words/layout';
import type { PeopleWords } from '../words/people';
import type { RatesWords } from '../words/rates';
import type { SiteWords } from '../words/site';
import type { widgetsWords } from '../words/widgets';
import type { Words } from './words';

/**
 * The English catalogue of everything a visitor reads (issue 20, ADR 085): one module per part, each loaded
 * only by the pages that show it. The back office's catalogues (admin, dashboard, staff) stay English.
 */
export interface EnglishCatalogue {
  messages: typeof messages;
  chat: typeof chatMessages;
  purchaseCost: typeof purchaseCostMessages;
  rateAlert: typeof rateAlertMessages;
  rateHistory: typeof rateHistoryMessages;
  layout: typeof layoutWords;
  domain: typeof domainWords;
  home: typeof homeWords;
  site: SiteWords;
  calculators: CalculatorsWords;
  rates: RatesWords;
  people: PeopleWords;
  content: ContentWords;
  widgets: typeof widgetsWords;
}

export type CatalogueKey = keyof EnglishCatalogue;

/** Another language's catalogue: every part, every key (a missing one fails the typecheck). */
export type Catalogue = { readonly [K in CatalogueKey]: Words<EnglishCatalogue[K]> };
