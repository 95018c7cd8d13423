import { defineHandler, ok } from '../../lib/http';
import { myFrenchSummary } from '../../services/back-office/french-summary';
import { callerAgentId } from '../../services/back-office/ownership';

/** GET /api/me/french-summary: how many of the caller's own posts have no French version. */
export const getMyFrenchSummary = defineHandler({
  handle: async ({ caller }) => ok(await myFrenchSummary(await callerAgentId(caller))),
});
