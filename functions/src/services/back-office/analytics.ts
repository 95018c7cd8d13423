import { LIMITS } from '@maplestone/shared/domain';
import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { firstContactDueSince } from '@maplestone/shared/lead-desk';
import type { AgentAnalytics } from '@maplestone/shared/schemas/analytics';
import { addDays, keys } from '../../data/keys';
import { agents } from '../../data/repositories/agents';
import { leads } from '../../data/repositories/leads';
import { posts } from '../../data/repositories/posts';
import { stats } from '../../data/repositories/stats';
import type { Testimonial } from '../../data/repositories/testimonials';
import { testimonials } from '../../data/repositories/testimonials';
import { HELD } from '../lead-rollups';
import { type FreshWaiting, freshWaitingCount } from './lead-totals';
import { lastDays, type Period, type PeriodRange, periodRange } from './periods';
import { breakdown, type Counts, firstContactOf, funnelOf, heldFunnel } from './rollup-figures';

const activityText = adminMessages.analytics.activity;

/**
 * An agent's own analytics (ADR 038; from counters, issue 33): page views and leads per day over the last 30
 * days (from the day counters, every day present, zeros included), their totals for 7 days, 30 days and all
 * time (the all-time counter), and from its held leads' rollup (`held`: its all-time counter item) the leads by
 * type, source and status, the funnel and first contact; its testimonials by state. `freshWaiting`: its leads
 * still within their first business hour (read from its list), which are not overdue yet.
 */
export function agentAnalytics(
  daily: readonly { day: string; page_views: number; leads: number }[],
  allTime: { page_views: number; leads: number },
  held: Counts,
  freshWaiting: number,
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
  const { total, by_type, by_source, by_status } = breakdown(held);
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
      total,
      by_type,
      by_source,
      by_status,
      first_contact: firstContactOf(held, freshWaiting),
      funnel: funnelOf(held, allTime.page_views),
    },
    testimonials: {
      total: ownTestimonials.length,
      approved,
      pending: ownTestimonials.length - approved,
    },
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

/** Each agent's leads captured (`leads`), leads held (`held`) and page views in the period: what ranks the agents. */
async function agentFigures(range: PeriodRange): Promise<Map<string, Counts>> {
  if (range.fromDay) return stats.agentsBetween(range.fromDay, range.toDay);
  const totals = await stats.allAgentTotals();
  return new Map(totals.map(({ agent_id, ...counts }) => [agent_id, counts]));
}

interface RankedAgent {
  id: string;
  name: string;
  held: number;
  page_views: number;
}

/**
 * The agents of the analytics by agent, in its order: those with leads held or page views in the period, most
 * leads first, then most views, then by name; agents that no longer exist are left out.
 */
function rankAgents(figures: ReadonlyMap<string, Counts>, names: ReadonlyMap<string, string>): RankedAgent[] {
  return [...figures]
    .filter(([id, counts]) => names.has(id) && ((counts[HELD] ?? 0) > 0 || (counts.page_views ?? 0) > 0))
    .map(([id, counts]) => ({
      id,
      name: names.get(id)!,
      held: counts[HELD] ?? 0,
      page_views: counts.page_views ?? 0,
    }))
    .sort((a, b) => b.held - a.held || b.page_views - a.page_views || a.name.localeCompare(b.name, 'en-CA'));
}

/**
 * Rows of the analytics by agent (ADR 108): each agent's funnel and first contact from the rollup of its held
 * leads, read for these agents only: their held items (all time) or their day items (a period).
 */
async function agentRows(range: PeriodRange, ranked: readonly RankedAgent[], fresh: FreshWaiting) {
  const ids = ranked.map((agent) => agent.id);
  const { fromDay } = range;
  const rollups = fromDay
    ? new Map(
        await Promise.all(
          ids.map(async (id) => [id, await stats.agentCountsBetween(id, fromDay, range.toDay)] as const),
        ),
      )
    : await stats.agentsHeld(ids);
  return ranked.map((agent) => {
    const counts = rollups.get(agent.id) ?? {};
    return {
      id: agent.id,
      name: agent.name,
      page_views: agent.page_views,
      ...heldFunnel(counts, agent.held),
      first_contact: firstContactOf(counts, fresh.byAgent.get(agent.id) ?? 0),
    };
  });
}

/** The instant from which a waiting lead of the period is not overdue yet: the due time, or the period's start. */
function freshSince(range: PeriodRange, now: Date) {
  const due = firstContactDueSince(now);
  return range.since && range.since > due ? range.since : due;
}

/**
 * Every agent's name by id, read beside the counters rather than after them (the agents' list, projected: a
 * brokerage's staff, ADR 094): the ranking leaves out the agents that no longer exist and breaks ties by name.
 */
async function agentNames(): Promise<Map<string, string>> {
  return new Map((await agents.listOptions()).map((agent) => [agent.id, agent.name]));
}

/**
 * A further page of the analytics by agent (GET /api/admin/analytics/agents): the ranked agents from `offset`,
 * LIMITS.analyticsAgentsPage of them, and how many there are.
 */
export async function platformAgentsPage(period: Period, offset: number, now = new Date()) {
  const range = periodRange(period, now);
  const [figures, names, fresh] = await Promise.all([
    agentFigures(range),
    agentNames(),
    freshWaitingCount(freshSince(range, now)),
  ]);
  const ranked = rankAgents(figures, names);
  const page = ranked.slice(offset, offset + LIMITS.analyticsAgentsPage);
  return { period: range.period, total: ranked.length, offset, items: await agentRows(range, page, fresh) };
}

/**
 * Platform analytics for a period (all time, 30 or 7 days, applied; issue 33: from counters only): leads and
 * page views per day and in all from the day counters; the funnel and first contact from the platform's
 * rollup (its all-time item, or the period's held day items summed); the top agents and the agents' ranking from
 * the agents' counters (their all-time items, or the period's agents' day items), the first page of the analytics
 * by agent with its rows' rollups (ADR 108); agents, testimonials and posts created from index counts; the latest
 * activities of the period.
 */
export async function platformAnalytics(period: Period, now = new Date()) {
  const range = periodRange(period, now);
  const fetched = LIMITS.recentActivityFetched;
  const [series, platform, figures, names, agentCount, testimonialCount, postCount, recent, fresh] =
    await Promise.all([
      stats.daySeries(range.fromDay, range.toDay),
      range.fromDay ? stats.countsBetween(range.fromDay, range.toDay) : stats.counts(keys.platformTotals),
      agentFigures(range),
      agentNames(),
      agents.countCreatedSince(range.since),
      testimonials.countCreatedSince(range.since),
      posts.countSince(range.since),
      Promise.all([
        leads.listRecent(fetched),
        testimonials.listRecent(fetched),
        posts.listRecent(fetched),
        agents.listRecent(fetched),
      ]),
      freshWaitingCount(freshSince(range, now)),
    ]);
  const [recentLeads, recentTestimonials, recentPosts, recentAgents] = recent;

  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const ranked = rankAgents(figures, names);

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

  const pageViews = series.reduce((sum, day) => sum + day.page_views, 0);
  return {
    period: range.period,
    since: range.since,
    counts: {
      agents: agentCount,
      leads: series.reduce((sum, day) => sum + day.leads, 0),
      testimonials: testimonialCount,
      posts: postCount,
      page_views: pageViews,
    },
    by_day: daySeries(series, range.fromDay, range.toDay),
    top_agents: topAgents(
      [...figures].map(([agent_id, counts]) => ({ agent_id, leads: counts.leads ?? 0 })),
      names,
      LIMITS.topAgents,
    ),
    first_contact: firstContactOf(platform, fresh.total),
    funnel: funnelOf(platform, pageViews),
    by_agent: await agentRows(range, ranked.slice(0, LIMITS.analyticsAgentsPage), fresh),
    by_agent_total: ranked.length,
    recent_activity: recentActivity(activities, range.since, LIMITS.recentActivityShown),
  };
}
