import { defineHandler, htmlPage } from '../../lib/http';
import { confirmedPage, invalidLinkPage } from '../../services/subscription-views';
import { confirmSubscription } from '../../services/subscriptions';
import { linkTokenRule } from './show-subscription-confirmation';

/**
 * POST /api/subscriptions/{token}/confirm: the confirmation page's button (a plain form, no body): the alert is
 * armed or the address subscribed, with the consent of this moment (ADR 095). Pressing again says it is done
 * already; an unknown or expired link is a 404 page. Answers a page, as the form navigates to it.
 */
export const confirmSubscriptionByToken = defineHandler({
  params: { token: linkTokenRule },
  handle: async ({ params, log }) => {
    const confirmation = await confirmSubscription(params.token);
    if (confirmation.outcome === 'invalid') return htmlPage(404, invalidLinkPage(confirmation.request));
    log.info(`subscription ${confirmation.outcome}`, { kind: confirmation.request.kind });
    return htmlPage(200, confirmedPage(confirmation.request, confirmation.outcome === 'already'));
  },
});
