import { defineHandler, ok } from '../../lib/http';
import { backOfficeAgent } from '../../services/back-office/agent-record';
import { callerAgent } from '../../services/back-office/ownership';

/** GET /api/me/agent: the caller's own agent record (404 'Agent not found' without one). */
export const getMyAgent = defineHandler({
  handle: async ({ caller }) => ok(backOfficeAgent(await callerAgent(caller))),
});
