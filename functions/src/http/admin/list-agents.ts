import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';

export const listAgents = defineHandler({
  handle: async () => ok(await agents.listNewestFirst()),
});
