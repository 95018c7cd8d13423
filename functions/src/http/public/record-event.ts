import { messages, pageViewEventSchema } from '@maplestone/shared';
import { agents } from '../../data/repositories/agents';
import { stats } from '../../data/repositories/stats';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { clientAddress, enforceRateLimit } from '../../services/rate-limit';

/**
 * POST /api/events { agent_id, event_type: 'page_view' }: counted per agent per day with UpdateItem ADD.
 * Only an active agent's page counts, so made-up ids create no counters.
 */
export const recordEvent = defineHandler({
  body: pageViewEventSchema,
  handle: async ({ body, headers, sourceIp }) => {
    await enforceRateLimit('events', clientAddress(headers, sourceIp));
    const agent = await agents.get(body.agent_id);
    if (!agent?.is_active) throw new NotFoundError(messages.agentPage.notFound);
    await stats.recordPageView(agent.id);
    return ok({ counted: true });
  },
});
