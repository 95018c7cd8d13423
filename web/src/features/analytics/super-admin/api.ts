import {
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  analyticsAgentsPageSchema,
  LIMITS,
  platformAnalyticsSchema,
} from '@maplestone/shared';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { query } from '../../../lib/api';
import { authedRequest } from '../../../lib/authed-api';

export const adminAnalyticsKeys = {
  all: ['admin', 'analytics'] as const,
  period: (period: AnalyticsPeriod) => [...adminAnalyticsKeys.all, period] as const,
};

/**
 * GET /api/admin/analytics?period=all|30|7: counts, top agents, recent activity and leads per day of
 * the period (ADR 052: the period applies to the data, where the spec's select did not).
 */
export function platformAnalyticsQuery(period: AnalyticsPeriod) {
  return queryOptions({
    queryKey: adminAnalyticsKeys.period(period),
    queryFn: () =>
      authedRequest(`/api/admin/analytics${query({ period: period === 'all' ? undefined : period })}`, {
        schema: platformAnalyticsSchema,
      }),
  });
}

/**
 * GET /api/admin/analytics/agents?period=&offset=: the analytics by agent's further pages (ADR 108), from the
 * second (the analytics answer holds the first) until every agent is shown.
 */
export function analyticsAgentsQuery(period: AnalyticsPeriod) {
  return infiniteQueryOptions({
    queryKey: [...adminAnalyticsKeys.period(period), 'agents'] as const,
    queryFn: ({ pageParam }) =>
      authedRequest(
        `/api/admin/analytics/agents${query({ period: period === 'all' ? undefined : period, offset: String(pageParam) })}`,
        { schema: analyticsAgentsPageSchema },
      ),
    initialPageParam: LIMITS.analyticsAgentsPage as number,
    getNextPageParam: (last) =>
      last.items.length > 0 && last.offset + last.items.length < last.total
        ? last.offset + last.items.length
        : undefined,
  });
}

/** The period in the URL (?period=30), 'all' when absent or unknown. */
export function periodOf(value: string | null): AnalyticsPeriod {
  return (ANALYTICS_PERIODS as readonly string[]).includes(value ?? '') ? (value as AnalyticsPeriod) : 'all';
}
