import * as z from 'zod';
import { defineHandler, ok } from '../../lib/http';
import { platformAnalytics } from '../../services/back-office/analytics';
import { PERIODS } from '../../services/back-office/periods';

const analyticsQuerySchema = z.strictObject({
  period: z
    .preprocess((value) => (typeof value === 'string' ? value.replace(/d$/, '') : value), z.enum(PERIODS))
    .default('all'),
});

/** GET /api/admin/analytics?period=all|30|7: counts, top agents and recent activity of the period. */
export const getAnalytics = defineHandler({
  query: analyticsQuerySchema,
  handle: async ({ query }) => ok(await platformAnalytics(query.period)),
});
