import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';
import { backOfficeAgent } from '../../services/back-office/agent-record';

/** GET /api/admin/agents: every agent, newest first, whole records. */
export const listAgents = defineHandler({
  handle: async () => ok((await agents.listNewestFirst()).map(backOfficeAgent)),
});
