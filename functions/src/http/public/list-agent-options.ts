import { agents } from '../../data/repositories/agents';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { agentOption } from '../../services/agents';

/** GET /api/agents/options: [{ id, name }] of active agents (the quote dialog; get_agent_list). */
export const listAgentOptions = defineHandler({
  handle: async () => ok((await agents.listActiveByName()).map(agentOption), PUBLIC_CACHE),
});
