import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { rateAlertTokenSchema } from '@maplestone/shared/schemas/rate-alerts';
import { defineHandler, ok } from '../../lib/http';
import { rearmRateAlert } from '../../services/rate-alerts';

/**
 * POST /api/rate-alerts/{token}/rearm: the e-mail's "Keep watching", no sign-in (ADR 082): a fired alert goes
 * back in the queue. An unknown token, or an unsubscribed alert, is a 404.
 */
export const rearmRateAlertByToken = defineHandler({
  params: { token: { schema: rateAlertTokenSchema, notFound: rateAlertMessages.api.notFound } },
  handle: async ({ params, log }) => {
    const alert = await rearmRateAlert(params.token);
    log.info('rate alert re-armed', { alertId: alert.id });
    return ok({ status: alert.status });
  },
});
