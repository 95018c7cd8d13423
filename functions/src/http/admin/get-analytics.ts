import * as z from 'zod';
import { defineHandler, ok } from '../../lib/http';
import { platformAgentsPage, platformAnalytics } from '../../services/back-office/analytics';
import { PERIODS } from '../../services/back-office/periods';

/** ?period=all|30|7 (or 30d, 7d); all time when absent. */
const period = z
  .preprocess((value) => (typeof value === 'string' ? value.replace(/d$/, '') : value), z.enum(PERIODS))
  .default('all');

/** GET /api/admin/analytics?period=all|30|7: counts, top agents and recent activity of the period. */
export const getAnalytics = defineHandler({
  query: z.strictObject({ period }),
  handle: async ({ query }) => ok(await platformAnalytics(query.period)),
});

/**
 * GET /api/admin/analytics/agents?period=all|30|7&offset=N: the analytics by agent from its N-th agent, a page
 * of them (ADR 108); the analytics answer holds the first page.
 */
export const getAnalyticsAgents = defineHandler({
  query: z.strictObject({
    period,
    offset: z.coerce.number().int().min(0).max(100_000).default(0),
  }),
  handle: async ({ query }) => ok(await platformAgentsPage(query.period, query.offset)),
});
