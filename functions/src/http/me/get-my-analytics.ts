import { firstContactDueSince } from '@maplestone/shared/lead-desk';
import { keys } from '../../data/keys';
import { stats } from '../../data/repositories/stats';
import { testimonials } from '../../data/repositories/testimonials';
import { defineHandler, ok } from '../../lib/http';
import { agentAnalytics } from '../../services/back-office/analytics';
import { freshWaitingCount } from '../../services/back-office/lead-totals';
import { callerAgentId } from '../../services/back-office/ownership';
import { lastDays } from '../../services/back-office/periods';

/**
 * GET /api/me/analytics: the caller's page views and leads by day (30 days) with 7-day, 30-day and
 * all-time totals, leads by type, source and status, testimonials by state (agentAnalyticsSchema); every
 * figure from its counters (issue 33), whatever number of leads it holds.
 */
export const getMyAnalytics = defineHandler({
  handle: async ({ caller }) => {
    const agentId = await callerAgentId(caller);
    const now = new Date();
    const days = lastDays(30, now);
    const [daily, totals, held, fresh, reviews] = await Promise.all([
      stats.agentDailyBetween(agentId, days[0]!, days.at(-1)!),
      stats.agentTotals(agentId),
      stats.counts(keys.agentHeldStats(agentId)),
      freshWaitingCount(firstContactDueSince(now), agentId),
      testimonials.listForAgent(agentId),
    ]);
    return ok(agentAnalytics(daily, totals, held, fresh.total, reviews, now));
  },
});
