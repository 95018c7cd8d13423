import { defineHandler, ok } from '../../lib/http';
import { rateAlertSummary } from '../../services/rate-alerts';

/** GET /api/admin/rate-alerts/summary (super admin): per series, how many alerts wait, fired, unsubscribed. */
export const getRateAlertSummary = defineHandler({
  handle: async () => ok(await rateAlertSummary()),
});
