import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { rateAlertTokenSchema } from '@maplestone/shared/schemas/rate-alerts';
import { defineHandler, ok } from '../../lib/http';
import { unsubscribeRateAlert } from '../../services/rate-alerts';

/**
 * POST /api/rate-alerts/{token}/unsubscribe: no sign-in, the token is the proof (ADR 082). A POST, so a mail
 * scanner prefetching the e-mail's link changes nothing. Again is still unsubscribed; an unknown token 404.
 */
export const unsubscribeRateAlertByToken = defineHandler({
  params: { token: { schema: rateAlertTokenSchema, notFound: rateAlertMessages.api.notFound } },
  handle: async ({ params, log }) => {
    const alert = await unsubscribeRateAlert(params.token);
    log.info('rate alert unsubscribed', { alertId: alert.id });
    return ok({ status: alert.status });
  },
});
