import type { Words } from '../words';
import type { CalculatorsWords } from './calculators';
import type { chatMessages } from './chat';
import type { commonWords } from './common';
import type { ContentWords } from './content';
import type { domainWords } from './domain';
import type { homeWords } from './home';
import type { layoutWords } from './layout';
import type { PeopleWords } from './people';
import type { purchaseCostMessages } from './purchase-cost';
import type { rateAlertMessages } from './rate-alert';
import type { rateHistoryMessages } from './rate-history';
import type { RatesWords } from './rates';
import type { SiteWords } from './site';
import type { widgetsWords } from './widgets';

/**
 * The English catalogue of everything a visitor reads (issue 20, ADR 085): one module per part, each loaded
 * only by the pages that show it. The back office's catalogues (admin, dashboard, staff) stay English.
 */
export interface EnglishCatalogue {
  common: typeof commonWords;
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
