import { messages, pageViewEventSchema } from '@maplestone/shared';
import { stats } from '../../data/repositories/stats';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { cachedAgentRecord } from '../../services/agents';
import { clientAddress, enforceRateLimit } from '../../services/rate-limit';

/**
 * POST /api/events { agent_id, event_type: 'page_view' }: one page view item, which count-events adds to
 * the agent's and the day's counters (ADR 065).
 * Only an active agent's page counts, so made-up ids create no counters.
 */
export const recordEvent = defineHandler({
  body: pageViewEventSchema,
  handle: async ({ body, headers, sourceIp }) => {
    // The limit and the agent side by side (the agent through the public read cache, ADR 010).
    const [, agent] = await Promise.all([
      enforceRateLimit('events', clientAddress(headers, sourceIp)),
      cachedAgentRecord(body.agent_id),
    ]);
    if (!agent?.is_active) throw new NotFoundError(messages.agentPage.notFound);
    await stats.recordPageView(agent.id);
    return ok({ counted: true });
  },
});
