import { RATE_ALERT_TOKEN } from '@maplestone/shared/schemas/rate-alerts';
import * as z from 'zod';
import { subscriptionRequests } from '../../data/repositories/subscription-requests';
import { defineHandler, htmlPage } from '../../lib/http';
import { confirmationPage, confirmedPage, invalidLinkPage } from '../../services/subscription-views';

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
    const request = RATE_ALERT_TOKEN.test(params.token)
      ? await subscriptionRequests.get(params.token)
      : undefined;
    if (!request) return htmlPage(404, invalidLinkPage());
    if (request.confirmed_at) return htmlPage(200, confirmedPage(request, true));
    if (new Date().toISOString() >= request.expires_at) return htmlPage(404, invalidLinkPage(request));
    return htmlPage(200, confirmationPage(request));
  },
});
