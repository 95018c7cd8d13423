import { peopleAgentWords } from '@maplestone/shared/i18n/en/people';
import { pageViewEventSchema } from '@maplestone/shared/schemas/misc';
import { stats } from '../../data/repositories/stats';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { cachedAgentRecord } from '../../services/agents';

/**
 * POST /api/events { agent_id, event_type: 'page_view' }: one page view item, which count-events adds to
 * the agent's and the day's counters (ADR 065).
 * Only an active agent's page counts, so made-up ids create no counters.
 */
export const recordEvent = defineHandler({
  body: pageViewEventSchema,
  handle: async ({ body }) => {
    // The agent through the public read cache (ADR 010); the per-client limit is the edge's (ADR 075).
    const agent = await cachedAgentRecord(body.agent_id);
    if (!agent?.is_active) throw new NotFoundError(peopleAgentWords.notFound);
    await stats.recordPageView(agent.id);
    return ok({ counted: true });
  },
});
