import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { rateAlertRequestSchema } from '@maplestone/shared/schemas/rate-alerts';
import { accepted, defineHandler } from '../../lib/http';
import { isBot } from '../../services/leads';
import { askForConfirmation, CHECK_INBOX } from '../../services/subscriptions';

/**
 * POST /api/rate-alerts { email, province, rate_type, term, target, consent: true }: asks for the visitor's alert
 * (double opt-in, ADR 095): one e-mail to the address with the link that arms it; nothing is armed before. Every
 * asking gets the same 202, sent or not (over the address's daily limit), so the call tells nobody who
 * subscribed. The per-client limit is the edge's (ADR 075).
 */
export const createRateAlert = defineHandler({
  body: rateAlertRequestSchema,
  handle: async ({ body, log }) => {
    if (isBot(body)) {
      log.info('honeypot filled: rate alert dropped');
      return accepted(CHECK_INBOX);
    }
    const { email, province, rate_type, term, target } = body;
    const sent = await askForConfirmation(
      {
        kind: 'rate_alert',
        email,
        language: body.language ?? 'en',
        rate_alert: { province, rate_type, term, target },
      },
      { log, failedMessage: rateAlertMessages.form.failed },
    );
    log.info(`rate alert confirmation ${sent}`);
    return accepted(CHECK_INBOX);
  },
});
