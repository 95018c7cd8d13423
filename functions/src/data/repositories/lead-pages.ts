import {
  LEAD_SOURCES,
  LEAD_STATUSES,
  LEAD_TYPES,
  type LeadSource,
  type LeadStatus,
  type LeadType,
} from '@maplestone/shared/domain';
import { isWaitingForFirstContact } from '@maplestone/shared/lead-desk';
import { type LeadRow, leadRowSchema } from '@maplestone/shared/schemas/lead-record';
import { contactEmail, contactPhone, keys, searchName } from '../keys';
import { getItems, projectionOf, toEntity } from '../query';
import {
  type Entry,
  HIGHEST,
  LOWEST,
  mergePartitions,
  type Order,
  type Partition,
  rangeOf,
  readPartition,
} from './pages';

/**
 * The back office's lead lists a page at a time (issue 33, ADR 091): every filter is a key. A page reads at
 * most a few dozen index entries per partition it merges, then its leads by key, whatever the table holds.
 */

/** Whose leads: every lead (undefined), the unassigned ones (null), or one agent's. */
export type LeadOwnerScope = string | null | undefined;

export interface LeadFacetFilter {
  agent?: LeadOwnerScope;
  status?: LeadStatus;
  type?: LeadType;
  source?: LeadSource;
  /** Arrived at or after this instant (ISO). */
  since?: string;
  /** Arrived before this instant (ISO). */
  until?: string;
  /**
   * Only the leads waiting for a first contact (status new, never contacted): the sparse waiting index of the
   * owner (ADR 112), one partition whatever the other facets; with no status, type or source.
   */
  waiting?: true;
}

export type LeadOrder = Order;

/** How a search found its leads: the search's own order, which its cursor continues. */
export type LeadSearchKind = 'email' | 'phone' | 'name';

export interface LeadPage {
  leads: LeadRow[];
  /** The position after which the next page starts; null on the last page. */
  next: string | null;
}

/** Index entries a search reads at most for one page when other filters trim its results. */
const SEARCH_READ_BUDGET = 500;

/** The row a list shows is the lead without the chat transcript (the detail reads it by id). */
const ROW_ATTRIBUTES = ['PK', ...Object.keys(leadRowSchema.shape)];
const rowProjection = projectionOf(ROW_ATTRIBUTES);

/** The leads at these keys, as list rows, in the given order; a lead deleted meanwhile is left out. */
async function rowsAt(entries: readonly Entry[]): Promise<LeadRow[]> {
  const unread = entries.filter((entry) => !entry.item);
  const items = unread.length
    ? await getItems(
        unread.map((entry) => entry.key),
        { projection: rowProjection },
      )
    : [];
  const byKey = new Map(items.map((item) => [String(item.PK), item]));
  return entries.flatMap((entry) => {
    const item = entry.item ?? byKey.get(entry.key.PK);
    return item ? [toEntity(leadRowSchema, item)!] : [];
  });
}

/**
 * The partitions that hold exactly the leads of a filter (ADR 091): the waiting index of the owner for the
 * leads waiting for a first contact (ADR 112); the lead list or an owner's collection when no facet is fixed, else every status × type × source partition the fixed facets allow (at most 24),
 * on GSI6, or on GSI7 within an owner.
 */
export function partitionsOf(filter: LeadFacetFilter): Partition[] {
  const { agent } = filter;
  if (filter.waiting) {
    return [
      agent === undefined
        ? { index: 'GSI10', pk: keys.waitingLeads, prefix: '', ...rangeOf('', filter) }
        : { index: 'GSI11', pk: keys.agentWaitingLeads(agent), prefix: '', ...rangeOf('', filter) },
    ];
  }
  if (!filter.status && !filter.type && !filter.source) {
    if (agent === undefined) {
      return [{ index: 'GSI2', pk: keys.lists.lead, prefix: '', ...rangeOf('', filter) }];
    }
    const prefix = keys.ownedPrefixes.lead;
    const pk = agent === null ? keys.unassignedLeads : keys.agentCollection(agent);
    return [{ index: 'GSI1', pk, prefix, ...rangeOf(prefix, filter) }];
  }
  const statuses = filter.status ? [filter.status] : LEAD_STATUSES;
  const types = filter.type ? [filter.type] : LEAD_TYPES;
  const sources = filter.source ? [filter.source] : LEAD_SOURCES;
  const partitions: Partition[] = [];
  for (const status of statuses) {
    for (const type of types) {
      for (const source of sources) {
        partitions.push(
          agent === undefined
            ? {
                index: 'GSI6',
                pk: keys.leadFacetPartition({ status, type, source }),
                prefix: '',
                ...rangeOf('', filter),
              }
            : {
                index: 'GSI7',
                pk: keys.agentLeadFacetPartition({ agent_id: agent, status, type, source }),
                prefix: '',
                ...rangeOf('', filter),
              },
        );
      }
    }
  }
  return partitions;
}

/**
 * Whether a row still matches the filter: an index is updated a moment after its item (GSIs are eventually
 * consistent), so a lead whose status changed this instant may still be found under its old one.
 */
export function rowMatches(row: LeadRow, filter: LeadFacetFilter): boolean {
  if (filter.agent !== undefined && (row.agent_id ?? null) !== filter.agent) return false;
  if (filter.status && row.status !== filter.status) return false;
  if (filter.waiting && !isWaitingForFirstContact(row)) return false;
  if (filter.type && row.type !== filter.type) return false;
  if (filter.source && row.source !== filter.source) return false;
  if (filter.since && row.created_at < filter.since) return false;
  if (filter.until && row.created_at >= filter.until) return false;
  return true;
}

/** One page of the leads a filter selects, in the given order, after a position (the last one shown). */
export async function leadPage(
  filter: LeadFacetFilter,
  { order, after, limit }: { order: LeadOrder; after?: string; limit: number },
): Promise<LeadPage> {
  const { entries, more } = await mergePartitions(partitionsOf(filter), order, after, limit, rowProjection);
  const rows = (await rowsAt(entries)).filter((row) => rowMatches(row, filter));
  const last = entries.at(-1);
  return { leads: rows, next: more && last ? last.position : null };
}

/** What a search box's text looks for: an e-mail address, a phone number, or the start of a name. */
export function searchKindOf(text: string): { kind: LeadSearchKind; value: string } | null {
  const trimmed = text.trim();
  if (trimmed.includes('@')) return { kind: 'email', value: contactEmail(trimmed) };
  const phone = /^[\d\s().+-]+$/.test(trimmed) ? contactPhone(trimmed) : null;
  if (phone && phone.length >= 7) return { kind: 'phone', value: phone };
  const name = searchName(trimmed);
  return name ? { kind: 'name', value: name } : null;
}

/** The partition a search reads: a person's leads by e-mail or phone, or the names starting with the text. */
function searchPartition(search: { kind: LeadSearchKind; value: string }, agent: LeadOwnerScope): Partition {
  if (search.kind === 'email') {
    return { index: 'GSI4', pk: keys.contactByEmail(search.value), prefix: '', from: LOWEST, to: HIGHEST };
  }
  if (search.kind === 'phone') {
    return { index: 'GSI5', pk: keys.contactByPhone(search.value)!, prefix: '', from: LOWEST, to: HIGHEST };
  }
  return {
    index: agent === undefined ? 'GSI8' : 'GSI9',
    pk: agent === undefined ? keys.leadNamePartition(search.value) : keys.agentLeadNamePartition(agent),
    prefix: '',
    from: search.value,
    to: `${search.value}${HIGHEST}`,
  };
}

/**
 * One page of a search (ADR 091): by e-mail or phone, the person's leads newest first; by name, the leads
 * whose name starts with the text, by name. The index finds the leads; the other filters trim what it found,
 * reading at most a few hundred entries for one page (a page may then hold fewer rows, with a next cursor).
 */
export async function leadSearchPage(
  search: { kind: LeadSearchKind; value: string },
  filter: LeadFacetFilter,
  { after, limit }: { after?: string; limit: number },
): Promise<LeadPage> {
  const partition = searchPartition(search, filter.agent);
  // A name search runs in name order; a person's leads arrive newest first.
  const order: LeadOrder = search.kind === 'name' ? 'oldest' : 'newest';
  const rows: LeadRow[] = [];
  let position = after;
  let read = 0;
  for (;;) {
    const wanted = Math.min(limit - rows.length, SEARCH_READ_BUDGET - read);
    const { entries, more } = await readPartition(partition, order, position, Math.max(wanted, 1));
    read += entries.length;
    const found = await rowsAt(entries);
    for (const row of found) if (rowMatches(row, filter)) rows.push(row);
    position = entries.at(-1)?.position ?? position;
    if (!more) return { leads: rows, next: null };
    if (rows.length >= limit || read >= SEARCH_READ_BUDGET) return { leads: rows, next: position ?? null };
  }
}
