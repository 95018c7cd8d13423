import type { Catalogue } from '../en/index';
import { calculatorsFr } from './calculators';
import { chatFr } from './chat';
import { commonFr } from './common';
import { contentFr } from './content';
import { domainFr } from './domain';
import { homeFr } from './home';
import { layoutFr } from './layout';
import { peopleFr } from './people';
import { purchaseCostFr } from './purchase-cost';
import { rateAlertFr } from './rate-alert';
import { rateHistoryFr } from './rate-history';
import { ratesFr } from './rates';
import { siteFr } from './site';
import { widgetsFr } from './widgets';

/**
 * The French catalogue (issue 20, ADR 085): the whole public site's words in Canadian French, one chunk that
 * only French pages download. Its type is the English catalogue's, so a key missing here fails the typecheck.
 */
export const french: Catalogue = {
  common: commonFr,
  chat: chatFr,
  purchaseCost: purchaseCostFr,
  rateAlert: rateAlertFr,
  rateHistory: rateHistoryFr,
  layout: layoutFr,
  domain: domainFr,
  home: homeFr,
  site: siteFr,
  calculators: calculatorsFr,
  rates: ratesFr,
  people: peopleFr,
  content: contentFr,
  widgets: widgetsFr,
};
