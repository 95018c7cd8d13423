import { agents } from '../../data/repositories/agents';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { agentOption } from '../../services/agents';
import { readThrough } from '../../services/read-cache';

/** GET /api/agents/options: [{ id, name }] of active agents (the quote dialog; get_agent_list). */
export const listAgentOptions = defineHandler({
  handle: async () =>
    ok((await readThrough('agents:active', () => agents.listActiveByName())).map(agentOption), PUBLIC_CACHE),
});
