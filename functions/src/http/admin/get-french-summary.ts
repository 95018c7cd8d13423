import { defineHandler, ok } from '../../lib/http';
import { frenchSummary } from '../../services/back-office/french-summary';

/** GET /api/admin/french-summary (super admin): per kind (agent, post, product, service), `{ missing, total }`. */
export const getFrenchSummary = defineHandler({
  handle: async () => ok(await frenchSummary()),
});
