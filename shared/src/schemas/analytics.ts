import * as z from 'zod';
import { ANALYTICS_PERIODS, LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES } from '../domain';
import { idSchema, timestampSchema } from './common';

// ---------------------------------------------------------------------------------------------
// An agent's own analytics (GET /api/me/analytics; ADR 038).

const count = z.number().int().min(0);
const countsOf = <K extends string>(names: readonly [K, ...K[]]) =>
  z.object(Object.fromEntries(names.map((name) => [name, count])) as Record<K, typeof count>);

/** Time to first contact over a set of leads (issue 17): business minutes, median of those contacted. */
const firstContactSummarySchema = z.object({
  median_minutes: count.nullable(),
  contacted: count,
  overdue: count,
});

/**
 * Leads that reached each stage (issue 17); a lead counts in every stage up to its status's. Then the leads whose
 * borrower file reached each file stage (issue 38, ADR 119): every stage up to the furthest the file ever reached.
 */
const funnelCountsSchema = z.object({
  leads: count,
  contacted: count,
  qualified: count,
  closed: count,
  application_started: count,
  application_submitted: count,
  documents_complete: count,
  sent_to_lender: count,
  approved: count,
  funded: count,
});
const funnelBySourceSchema = z.array(funnelCountsSchema.extend({ source: z.enum(LEAD_SOURCES) }));

export const agentAnalyticsSchema = z.object({
  page_views: z.object({
    last_7_days: count,
    last_30_days: count,
    all_time: count,
    /** The last 30 Toronto days, oldest first, every day present (zeros included). */
    by_day: z.array(z.object({ day: z.string().max(10), page_views: count, leads: count })).max(31),
  }),
  leads: z.object({
    last_7_days: count,
    last_30_days: count,
    total: count,
    by_type: countsOf(LEAD_TYPES),
    by_source: countsOf(LEAD_SOURCES),
    by_status: countsOf(LEAD_STATUSES),
    first_contact: firstContactSummarySchema,
    /** All time: the page's views, then its leads by stage; and the stages per source. */
    funnel: funnelCountsSchema.extend({ page_views: count, by_source: funnelBySourceSchema }),
  }),
  testimonials: z.object({ total: count, approved: count, pending: count }),
});
export type AgentAnalytics = z.infer<typeof agentAnalyticsSchema>;

// ---------------------------------------------------------------------------------------------
// Platform analytics (GET /api/admin/analytics?period=all|30|7; ADR 052: the period applies).

const daySchema = z.object({ day: z.string().max(10), page_views: count, leads: count });

/** A row of the analytics by agent. */
const agentRowSchema = funnelCountsSchema.extend({
  id: idSchema,
  name: z.string().max(200),
  page_views: count,
  first_contact: firstContactSummarySchema,
});

export const platformAnalyticsSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  since: timestampSchema.nullable(),
  counts: z.object({ agents: count, leads: count, page_views: count, testimonials: count, posts: count }),
  /** Every day of the period, oldest first (all time: from the first day counted). */
  by_day: z.array(daySchema),
  /** At most 5, most leads first. */
  top_agents: z.array(z.object({ id: idSchema, name: z.string().max(200), leads: count })).max(10),
  /** Time to first contact of the period's leads (issue 17). */
  first_contact: firstContactSummarySchema,
  /** The period's funnel: page views, then leads by stage; and the lead stages per source. */
  funnel: funnelCountsSchema.extend({ page_views: count, by_source: funnelBySourceSchema }),
  /**
   * The analytics by agent's first page (ADR 108): each agent with page views or leads held in the period, its
   * funnel and first contact, most leads first; `by_agent_total` agents in all, the rest from
   * GET /api/admin/analytics/agents.
   */
  by_agent: z.array(agentRowSchema).max(100),
  by_agent_total: count,
  /** At most 5, newest first. */
  recent_activity: z
    .array(
      z.object({
        type: z.enum(['lead', 'testimonial', 'post', 'agent']),
        id: idSchema,
        description: z.string().max(1000),
        agent_name: z.string().max(200).nullable(),
        at: timestampSchema,
      }),
    )
    .max(10),
});
export type PlatformAnalytics = z.infer<typeof platformAnalyticsSchema>;

/** GET /api/admin/analytics/agents?period=&offset=: a further page of the analytics by agent (ADR 108). */
export const analyticsAgentsPageSchema = z.object({
  period: z.enum(ANALYTICS_PERIODS),
  total: count,
  offset: count,
  items: z.array(agentRowSchema).max(100),
});
export type AnalyticsAgentsPage = z.infer<typeof analyticsAgentsPageSchema>;
