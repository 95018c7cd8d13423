import { defineHandler, ok } from '../../lib/http';
import { leadHistory } from '../../services/back-office/leads';
import { idParam } from '../../services/back-office/params';

/** GET /api/admin/leads/{id}/history: any lead's activity, newest first. */
export const getLeadHistory = defineHandler({
  handle: async ({ params }) => ok(await leadHistory(idParam(params))),
});
