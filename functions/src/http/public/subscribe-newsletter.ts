import { commonWords } from '@maplestone/shared/i18n/en/common';
import { newsletterRequestSchema } from '@maplestone/shared/schemas/lead-requests';
import { accepted, defineHandler } from '../../lib/http';
import { isBot } from '../../services/leads';
import { askForConfirmation, CHECK_INBOX } from '../../services/subscriptions';

/**
 * POST /api/newsletter { email, language? }: asks for the subscription (double opt-in, ADR 095): one e-mail
 * to the address with the link that subscribes it; nothing is stored as a subscriber before. A new, a known and
 * a limited address get the same 202, so the call tells nobody who is subscribed. The per-client limit is the
 * edge's (ADR 075).
 */
export const subscribeNewsletter = defineHandler({
  body: newsletterRequestSchema,
  handle: async ({ body, log }) => {
    if (isBot(body)) {
      log.info('honeypot filled: subscription dropped');
      return accepted(CHECK_INBOX);
    }
    const sent = await askForConfirmation(
      { kind: 'newsletter', email: body.email, language: body.language ?? 'en', rate_alert: null },
      { log, failedMessage: commonWords.unexpected },
    );
    log.info(`newsletter confirmation ${sent}`);
    return accepted(CHECK_INBOX);
  },
});
