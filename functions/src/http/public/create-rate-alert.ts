import { rateAlertRequestSchema } from '@maplestone/shared/schemas/rate-alerts';
import { created, defineHandler } from '../../lib/http';
import { isBot } from '../../services/leads';
import { subscribeToRateAlert } from '../../services/rate-alerts';

/**
 * POST /api/rate-alerts { email, province, rate_type, term, target, consent: true }: the visitor's alert,
 * armed, with its express consent (ADR 082). A new and a repeated subscription get the same answer, so the
 * call cannot be used to learn who subscribed. The per-client limit is the edge's (ADR 075).
 */
export const createRateAlert = defineHandler({
  body: rateAlertRequestSchema,
  handle: async ({ body, log }) => {
    if (isBot(body)) {
      log.info('honeypot filled: rate alert dropped');
    } else {
      const { created: isNew } = await subscribeToRateAlert(body);
      log.info(isNew ? 'rate alert created' : 'rate alert updated');
    }
    return created({ subscribed: true });
  },
});
