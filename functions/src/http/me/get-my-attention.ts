import { defineHandler, ok } from '../../lib/http';
import { leadAttention } from '../../services/back-office/attention';
import { callerAgentId } from '../../services/back-office/ownership';

/** GET /api/me/attention: the agent's landing, its leads waiting for a first contact (issue 33). */
export const getMyAttention = defineHandler({
  handle: async ({ caller }) => ok(await leadAttention(await callerAgentId(caller))),
});
