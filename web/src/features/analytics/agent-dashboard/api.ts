import { agentAnalyticsSchema } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';

export const myAnalyticsKeys = { all: ['me', 'analytics'] as const };

/** GET /api/me/analytics: the signed-in agent's page views and leads over time, totals and breakdowns. */
export function myAnalyticsQuery() {
  return queryOptions({
    queryKey: myAnalyticsKeys.all,
    queryFn: () => authedRequest('/api/me/analytics', { schema: agentAnalyticsSchema }),
  });
}
