import { defineHandler, ok } from '../../lib/http';
import { listPrivacyRequests as list } from '../../services/back-office/privacy';

/** GET /api/admin/privacy/requests: open ones first (soonest due first), each with its days left and overdue flag. */
export const listPrivacyRequests = defineHandler({
  handle: async () => ok(await list()),
});
