import { adminMessages } from '@maplestone/shared/admin-messages';
import { LEAD_SOURCES, LEAD_STATUSES, LEAD_TYPES, type LeadSource, LIMITS } from '@maplestone/shared/domain';
import { type FirstContactFields, firstContactSummary, funnelCounts } from '@maplestone/shared/lead-desk';
import type { AgentAnalytics } from '@maplestone/shared/schemas/analytics';
import { agents } from '../../data/repositories/agents';
import type { Lead } from '../../data/repositories/leads';
import { leads } from '../../data/repositories/leads';
import { posts } from '../../data/repositories/posts';
import { stats } from '../../data/repositories/stats';
import type { Testimonial } from '../../data/repositories/testimonials';
import { testimonials } from '../../data/repositories/testimonials';
import { addDays, lastDays, type Period, periodRange } from './periods';

const activityText = adminMessages.analytics.activity;

const zeros = <K extends string>(names: readonly K[]) =>
  Object.fromEntries(names.map((name) => [name, 0])) as Record<K, number>;

/**
 * An agent's own analytics (ADR 038): page views and leads per day over the last 30 days (from the
 * day counters, every day present, zeros included), their totals for 7 days, 30 days and all time
 * (the all-time counter), its leads by type, source and status, and its testimonials by state.
 * The breakdowns read the agent's own collections, the same reads as its lists (ADR 052).
 */
export function agentAnalytics(
  daily: readonly { day: string; page_views: number; leads: number }[],
  allTime: { page_views: number; leads: number },
  ownLeads: readonly Pick<Lead, 'type' | 'status' | 'source' | 'created_at' | 'first_contacted_at'>[],
  ownTestimonials: readonly Pick<Testimonial, 'is_approved'>[],
  now = new Date(),
): AgentAnalytics {
  const days = lastDays(30, now);
  const byDay = new Map(daily.map((row) => [row.day, row]));
  const series = days.map((day) => ({
    day,
    page_views: byDay.get(day)?.page_views ?? 0,
    leads: byDay.get(day)?.leads ?? 0,
  }));
  const lastWeek = series.slice(-7);
  const sum = (rows: typeof series, field: 'page_views' | 'leads') =>
    rows.reduce((total, row) => total + row[field], 0);
  const byType = zeros(LEAD_TYPES);
  const bySource = zeros(LEAD_SOURCES);
  const byStatus = zeros(LEAD_STATUSES);
  for (const lead of ownLeads) {
    byType[lead.type] += 1;
    bySource[lead.source] += 1;
    byStatus[lead.status] += 1;
  }
  const approved = ownTestimonials.filter((t) => t.is_approved).length;
  return {
    page_views: {
      last_7_days: sum(lastWeek, 'page_views'),
      last_30_days: sum(series, 'page_views'),
      all_time: allTime.page_views,
      by_day: series,
    },
    leads: {
      last_7_days: sum(lastWeek, 'leads'),
      last_30_days: sum(series, 'leads'),
      total: ownLeads.length,
      by_type: byType,
      by_source: bySource,
      by_status: byStatus,
      first_contact: firstContactSummary(ownLeads, now),
      funnel: funnel(ownLeads, allTime.page_views),
    },
    testimonials: {
      total: ownTestimonials.length,
      approved,
      pending: ownTestimonials.length - approved,
    },
  };
}

/** Page views, then the leads by stage, and the stages per source (every source, zeros included). */
function funnel(leadsOf: readonly (FirstContactFields & { source: LeadSource })[], pageViews: number) {
  return {
    page_views: pageViews,
    ...funnelCounts(leadsOf),
    by_source: LEAD_SOURCES.map((source) => ({
      source,
      ...funnelCounts(leadsOf.filter((lead) => lead.source === source)),
    })),
  };
}

export interface Activity {
  type: 'lead' | 'testimonial' | 'post' | 'agent';
  id: string;
  description: string;
  agent_name: string | null;
  at: string;
}

/** The newest activities across leads, testimonials, posts and agents, at most `limit`, newest first. */
export function recentActivity(
  activities: readonly Activity[],
  since: string | null,
  limit: number,
): Activity[] {
  return activities
    .filter((activity) => !since || activity.at >= since)
    .sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0))
    .slice(0, limit);
}

/**
 * Page views and leads per day from `fromDay` (or the first day counted, for all time) to `toDay`,
 * oldest first, every day present (zeros included): the panel's chart and its table.
 */
export function daySeries(
  counted: readonly { day: string; page_views: number; leads: number }[],
  fromDay: string | null,
  toDay: string,
) {
  const byDay = new Map(counted.map((row) => [row.day, row]));
  const first = fromDay ?? counted.reduce((min, row) => (row.day < min ? row.day : min), toDay);
  const series: { day: string; page_views: number; leads: number }[] = [];
  for (let day = first; day <= toDay; day = addDays(day, 1)) {
    series.push({ day, page_views: byDay.get(day)?.page_views ?? 0, leads: byDay.get(day)?.leads ?? 0 });
  }
  return series;
}

/** Ranks agents by lead count (ties by name), dropping agents that no longer exist or have no leads. */
export function topAgents(
  counts: readonly { agent_id: string; leads: number }[],
  names: ReadonlyMap<string, string>,
  limit: number,
) {
  return counts
    .filter((row) => row.leads > 0 && names.has(row.agent_id))
    .map((row) => ({ id: row.agent_id, name: names.get(row.agent_id)!, leads: row.leads }))
    .sort((a, b) => b.leads - a.leads || a.name.localeCompare(b.name, 'en-CA'))
    .slice(0, limit);
}

/**
 * Platform analytics for a period (all time, 30 or 7 days, applied): counts from the day counters
 * (leads, page views) and from index counts by creation time (agents, testimonials, posts); the top
 * agents by leads in the period; the latest activities in the period; page views and leads per day.
 */
export async function platformAnalytics(period: Period, now = new Date()) {
  const range = periodRange(period, now);
  const fetched = LIMITS.recentActivityFetched;
  const [days, agentCount, testimonialCount, postCount, totals, recent, periodLeads] = await Promise.all([
    range.fromDay ? stats.daily(range.fromDay, range.toDay) : stats.allDays(),
    agents.countCreatedSince(range.since),
    testimonials.countCreatedSince(range.since),
    posts.countSince(range.since),
    stats.allAgentTotals(),
    Promise.all([
      leads.listRecent(fetched),
      testimonials.listRecent(fetched),
      posts.listRecent(fetched),
      agents.listRecent(fetched),
    ]),
    leads.listCreatedSince(range.since),
  ]);
  const [recentLeads, recentTestimonials, recentPosts, recentAgents] = recent;

  // Each agent's counters in the period: all time is the agent's total, a period sums its days.
  const counted = totals.filter((row) => row.leads > 0 || row.page_views > 0);
  const agentCounts = range.fromDay
    ? await Promise.all(
        counted.map(async (row) => {
          const days = await stats.agentDailyBetween(row.agent_id, range.fromDay!, range.toDay);
          return {
            agent_id: row.agent_id,
            leads: days.reduce((sum, day) => sum + day.leads, 0),
            page_views: days.reduce((sum, day) => sum + day.page_views, 0),
          };
        }),
      )
    : counted;
  const pageViewsOf = new Map(agentCounts.map((row) => [row.agent_id, row.page_views]));

  const leadsByAgent = new Map<string, Lead[]>();
  for (const lead of periodLeads) {
    if (lead.agent_id) leadsByAgent.set(lead.agent_id, [...(leadsByAgent.get(lead.agent_id) ?? []), lead]);
  }
  const agentIds = new Set<string>([
    ...leadsByAgent.keys(),
    ...agentCounts.map((row) => row.agent_id),
    ...[...recentLeads, ...recentTestimonials, ...recentPosts].flatMap((item) =>
      item.agent_id ? [item.agent_id] : [],
    ),
  ]);
  const named = await agents.getMany([...agentIds]);
  const names = new Map([...named, ...recentAgents].map((agent) => [agent.id, agent.name]));
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);

  const activities: Activity[] = [
    ...recentLeads.map((lead) => ({
      type: 'lead' as const,
      id: lead.id,
      description: activityText.lead(lead.type, lead.client_name),
      agent_name: nameOf(lead.agent_id),
      at: lead.created_at,
    })),
    ...recentTestimonials.map((testimonial) => ({
      type: 'testimonial' as const,
      id: testimonial.id,
      description: activityText.testimonial(testimonial.client_name),
      agent_name: nameOf(testimonial.agent_id),
      at: testimonial.created_at,
    })),
    ...recentPosts.map((post) => ({
      type: 'post' as const,
      id: post.id,
      description: activityText.post(post.is_published, post.title),
      agent_name: nameOf(post.agent_id),
      at: post.is_published && post.published_at ? post.published_at : post.created_at,
    })),
    ...recentAgents.map((agent) => ({
      type: 'agent' as const,
      id: agent.id,
      description: activityText.agent(agent.name),
      agent_name: agent.name,
      at: agent.created_at,
    })),
  ];

  return {
    period: range.period,
    since: range.since,
    counts: {
      agents: agentCount,
      leads: days.reduce((sum, day) => sum + day.leads, 0),
      testimonials: testimonialCount,
      posts: postCount,
      page_views: days.reduce((sum, day) => sum + day.page_views, 0),
    },
    by_day: daySeries(days, range.fromDay, range.toDay),
    top_agents: topAgents(agentCounts, names, LIMITS.topAgents),
    first_contact: firstContactSummary(periodLeads, now),
    funnel: funnel(
      periodLeads,
      days.reduce((sum, day) => sum + day.page_views, 0),
    ),
    by_agent: [...new Set([...leadsByAgent.keys(), ...pageViewsOf.keys()])]
      .filter((id) => names.has(id))
      .map((id) => {
        const own = leadsByAgent.get(id) ?? [];
        return {
          id,
          name: names.get(id)!,
          page_views: pageViewsOf.get(id) ?? 0,
          ...funnelCounts(own),
          first_contact: firstContactSummary(own, now),
        };
      })
      .sort(
        (a, b) => b.leads - a.leads || b.page_views - a.page_views || a.name.localeCompare(b.name, 'en-CA'),
      ),
    recent_activity: recentActivity(activities, range.since, LIMITS.recentActivityShown),
  };
}
