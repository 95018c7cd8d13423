import { newsletterRequestSchema } from '@maplestone/shared/schemas/lead-requests';
import { subscribers } from '../../data/repositories/subscribers';
import { defineHandler, ok } from '../../lib/http';
import { isBot } from '../../services/leads';

/**
 * POST /api/newsletter { email }: stored once. A new and a known address get the same answer, so the
 * call cannot be used to learn who is subscribed. The per-client limit is the edge's (ADR 075).
 */
export const subscribeNewsletter = defineHandler({
  body: newsletterRequestSchema,
  handle: async ({ body, log }) => {
    if (isBot(body)) {
      log.info('honeypot filled: subscription dropped');
    } else {
      const isNew = await subscribers.subscribe(body.email);
      log.info(isNew ? 'subscribed' : 'already subscribed');
    }
    return ok({ subscribed: true });
  },
});
