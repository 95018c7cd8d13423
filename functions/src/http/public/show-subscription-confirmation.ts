import * as z from 'zod';
import { defineHandler, htmlPage } from '../../lib/http';
import { confirmationPage, confirmedPage, invalidLinkPage } from '../../services/subscription-views';
import { linkedRequest } from '../../services/subscriptions';

/** A link's token as the path gives it: anything not shaped like one reads as an unknown link (a page, not JSON). */
export const linkTokenRule = { schema: z.string().max(200), notFound: 'unknown' } as const;

/**
 * GET /api/subscriptions/{token}: the confirmation e-mail's link (double opt-in, ADR 095), a page of its own
 * that works without JavaScript. Opening it changes nothing (mail scanners open links): it says what was asked
 * and the wording agreed to, and its Confirm button POSTs. A confirmed link says so; an unknown or expired one
 * is a 404 page.
 */
export const showSubscriptionConfirmation = defineHandler({
  params: { token: linkTokenRule },
  handle: async ({ params }) => {
    const linked = await linkedRequest(params.token);
    if (!linked) return htmlPage(404, invalidLinkPage());
    if (linked.state === 'confirmed') return htmlPage(200, confirmedPage(linked.request, true));
    if (linked.state === 'expired') return htmlPage(404, invalidLinkPage(linked.request));
    return htmlPage(200, confirmationPage(linked.request));
  },
});
