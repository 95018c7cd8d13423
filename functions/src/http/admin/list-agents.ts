import { pageQuerySchema } from '@maplestone/shared/schemas/page';
import { defineHandler, ok } from '../../lib/http';
import { agentsPage } from '../../services/back-office/agents-admin';

/**
 * GET /api/admin/agents?limit&cursor: a page of agents, newest first (25 by default, at most 100), whole
 * records with their lead counts (ADR 070, from their counters), the next page's cursor and how many agents
 * there are (issue 33, ADR 094).
 */
export const listAgents = defineHandler({
  query: pageQuerySchema,
  handle: async ({ query }) => ok(await agentsPage(query)),
});
