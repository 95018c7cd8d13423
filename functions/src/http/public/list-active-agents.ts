import { agents } from '../../data/repositories/agents';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { agentListItem } from '../../services/agents';
import { readThrough } from '../../services/read-cache';

/** GET /api/agents: active agents by name (find-broker and contact pages). */
export const listActiveAgents = defineHandler({
  handle: async () =>
    ok(
      (await readThrough('agents:active', () => agents.listActiveByName())).map(agentListItem),
      PUBLIC_CACHE,
    ),
});
