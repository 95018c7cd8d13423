import { keys } from '../../data/keys';
import type { LeadFacetFilter } from '../../data/repositories/lead-pages';
import { getItem } from '../../data/repositories/query';
import { facetCount, WAITING } from '../lead-rollups';

/** The counter item of a list's owner: every lead's, the unassigned leads', or one agent's (issue 33). */
const ownerTotals = (agent: LeadFacetFilter['agent']) =>
  agent === undefined ? keys.platformTotals : agent === null ? keys.unassignedTotals : keys.agentStats(agent);

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
