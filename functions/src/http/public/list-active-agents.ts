import { agents } from '../../data/repositories/agents';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { agentListItem } from '../../services/agents';

/** GET /api/agents: active agents by name (find-broker and contact pages). */
export const listActiveAgents = defineHandler({
  handle: async () => ok((await agents.listActiveByName()).map(agentListItem), PUBLIC_CACHE),
});
