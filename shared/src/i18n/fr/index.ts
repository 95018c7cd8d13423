import type { Catalogue } from '../en/index';
import { messages } from '../en/messages';
import { rateAlertMessages } from '../en/rate-alert';
import { translator } from '../translate';
import { calculatorsFr } from './calculators';
import { chatFr } from './chat';
import { contentFr } from './content';
import { domainFr } from './domain';
import { homeFr } from './home';
import { layoutFr } from './layout';
import { messagesFr } from './messages';
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
  messages: messagesFr,
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

let toFrench: ((text: string) => string) | undefined;

/**
 * The French of a message the shared schemas gave in English (a field's validation error, an API refusal):
 * the schemas use the spec's catalogue and the rate alert form's words (ADR 085). Unknown text is kept.
 */
export function frenchText(english: string): string {
  toFrench ??= translator([
    [messages, messagesFr],
    [rateAlertMessages, rateAlertFr],
  ]);
  return toFrench(english);
}
