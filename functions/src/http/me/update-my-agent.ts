import { agentSelfUpdateSchema } from '@maplestone/shared/schemas/agents';
import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';
import { agentChanges, backOfficeAgent } from '../../services/back-office/agent-record';
import { AgentNotFoundError, callerAgent } from '../../services/back-office/ownership';

/**
 * PATCH /api/me/agent: the caller's own profile, links, SEO, slug and images. The slug is normalised;
 * a taken one answers 409 'This profile URL is already taken' (the guard item's transaction).
 */
export const updateMyAgent = defineHandler({
  body: agentSelfUpdateSchema,
  handle: async ({ body, caller }) => {
    const current = await callerAgent(caller);
    const updated = await agents.update(current.id, await agentChanges(current, body));
    if (!updated) throw new AgentNotFoundError();
    return ok(backOfficeAgent(updated));
  },
});
