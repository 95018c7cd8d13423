import { messages } from '@maplestone/shared/messages';
import { defineHandler, ok } from '../../lib/http';
import { leadHistory } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';

/** GET /api/me/leads/{id}/history: one of the caller's leads' activity, newest first; another's: 404. */
export const getMyLeadHistory = defineHandler({
  params: { id: messages.common.notFound },
  handle: async ({ caller, params }) => ok(await leadHistory(params.id, await callerAgentId(caller))),
});
