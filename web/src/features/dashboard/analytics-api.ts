import { agentAnalyticsSchema } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../lib/authed-api';

export const myAnalyticsKeys = { all: ['me', 'analytics'] as const };

/** GET /api/me/analytics: the signed-in agent's page views and leads over time, totals and breakdowns. */
export function myAnalyticsQuery() {
  return queryOptions({
    queryKey: myAnalyticsKeys.all,
    queryFn: ({ signal }) => authedRequest('/api/me/analytics', { schema: agentAnalyticsSchema, signal }),
  });
}

const shortDay = new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** 'Nov 20' for the day '2026-11-20' (the API's Toronto business day, shown as is). */
export function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : shortDay.format(date);
}
