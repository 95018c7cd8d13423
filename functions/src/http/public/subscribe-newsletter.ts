import { newsletterRequestSchema } from '@maplestone/shared';
import { subscribers } from '../../data/repositories/subscribers';
import { defineHandler, ok } from '../../lib/http';
import { isBot } from '../../services/leads';
import { clientAddress, enforceRateLimit } from '../../services/rate-limit';

/**
 * POST /api/newsletter { email }: stored once. A new and a known address get the same answer, so the
 * call cannot be used to learn who is subscribed.
 */
export const subscribeNewsletter = defineHandler({
  body: newsletterRequestSchema,
  handle: async ({ body, headers, sourceIp, log }) => {
    await enforceRateLimit('newsletter', clientAddress(headers, sourceIp));
    if (isBot(body)) {
      log.info('honeypot filled: subscription dropped');
    } else {
      const isNew = await subscribers.subscribe(body.email);
      log.info(isNew ? 'subscribed' : 'already subscribed');
    }
    return ok({ subscribed: true });
  },
});
