import { adminAgentListQuerySchema } from '@maplestone/shared/schemas/list-queries';
import { defineHandler, ok } from '../../lib/http';
import { agentsPage } from '../../services/back-office/agents-admin';

/**
 * GET /api/admin/agents?limit&cursor&french: a page of agents, newest first (25 by default, at most 100), whole
 * records with their lead counts (ADR 070, from their counters), the next page's cursor and how many agents
 * there are (issue 33, ADR 094); french=missing: only those whose bio lacks French (issue 37).
 */
export const listAgents = defineHandler({
  query: adminAgentListQuerySchema,
  handle: async ({ query }) => ok(await agentsPage(query)),
});
