import { defineHandler, ok } from '../../lib/http';
import { leadHistory } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';
import { idParam } from '../../services/back-office/params';

/** GET /api/me/leads/{id}/history: one of the caller's leads' activity, newest first; another's: 404. */
export const getMyLeadHistory = defineHandler({
  handle: async ({ caller, params }) => ok(await leadHistory(idParam(params), await callerAgentId(caller))),
});
