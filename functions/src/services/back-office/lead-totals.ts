import { hourOf, keys } from '../../data/keys';
import { getItem } from '../../data/query';
import { type LeadFacetFilter, leadPage } from '../../data/repositories/lead-pages';
import { stats, WAITING } from '../../data/repositories/stats';
import { facetCount } from '../lead-rollups';

/** The counter item of a list's owner: every lead's, the unassigned leads', or one agent's (issue 33). */
const ownerTotals = (agent: LeadFacetFilter['agent']) =>
  agent === undefined
    ? keys.platformTotals
    : agent === null
      ? keys.unassignedTotals
      : keys.agentHeldStats(agent);

/** How many of an owner's leads still wait for their first contact (new, never contacted), from the counters. */
export async function waitingTotal(agent: LeadFacetFilter['agent']): Promise<number> {
  const item = await getItem(ownerTotals(agent));
  const waiting = item?.[WAITING];
  return typeof waiting === 'number' ? waiting : 0;
}

/**
 * How many leads a filter of status, type, source and agent selects, from the counters (ADR 092): the sum of
 * the owner's facet counts the filter allows, one GetItem whatever the table holds. Exact once the stream has
 * drained; a date range is not counted (the caller answers null).
 */
export async function leadTotal(filter: LeadFacetFilter): Promise<number> {
  const item = await getItem(ownerTotals(filter.agent));
  if (!item) return 0;
  const prefix = 'n|';
  let total = 0;
  for (const [name, value] of Object.entries(item)) {
    if (!name.startsWith(prefix) || typeof value !== 'number') continue;
    const [status, type, source] = name.slice(prefix.length).split('|');
    if (filter.status && status !== filter.status) continue;
    if (filter.type && type !== filter.type) continue;
    if (filter.source && source !== filter.source) continue;
    if (name !== facetCount(status!, type!, source!)) continue;
    total += value;
  }
  return total;
}

/** How many leads arrived since an instant and still wait for their first contact: in all and per agent. */
export interface FreshWaiting {
  total: number;
  byAgent: ReadonlyMap<string, number>;
}

const HOUR_MS = 3_600_000;

/**
 * The leads waiting for a first contact that arrived at or after `since` (the due time: the ones not overdue
 * yet), everyone's or one agent's (issue 33). From the waiting hour counters for the hours after `since`'s,
 * and the leads of the rest of its own hour read from the list (an hour's at most): however many leads a
 * weekend brought, a Query of a few days' hour items and a page of leads.
 */
export async function freshWaitingCount(since: string, agent?: string): Promise<FreshWaiting> {
  const hour = hourOf(since);
  const nextHour = new Date(Date.parse(`${hour}:00:00.000Z`) + HOUR_MS).toISOString();
  const [counted, partial] = await Promise.all([
    stats.waitingFromHour(hourOf(nextHour)),
    waitingLeadsBetween(since, nextHour, agent),
  ]);
  const byAgent = new Map(agent === undefined ? counted.byAgent : []);
  if (agent !== undefined) byAgent.set(agent, counted.byAgent.get(agent) ?? 0);
  let total = agent === undefined ? counted.total : byAgent.get(agent)!;
  for (const lead of partial) {
    total++;
    if (lead.agent_id) byAgent.set(lead.agent_id, (byAgent.get(lead.agent_id) ?? 0) + 1);
  }
  return { total, byAgent };
}

/** Every lead waiting for a first contact that arrived from `since` to `until` (a short span: read whole). */
async function waitingLeadsBetween(since: string, until: string, agent?: string) {
  const found = [];
  let after: string | undefined;
  do {
    const page = await leadPage(
      { agent, waiting: true, since, until },
      { order: 'oldest', after, limit: 100 },
    );
    found.push(...page.leads);
    after = page.next ?? undefined;
  } while (after);
  return found;
}
