import { defineHandler, ok } from '../../lib/http';
import { agentsWithLeadCounts } from '../../services/back-office/agents-admin';

/** GET /api/admin/agents: every agent, newest first, whole records, with their lead counts (ADR 070). */
export const listAgents = defineHandler({
  handle: async () => ok(await agentsWithLeadCounts()),
});
