import { staffMessages } from '@maplestone/shared/i18n/en/staff/back-office/index';
import type { LeadRow } from '@maplestone/shared/schemas/lead-record';
import { type AdminLeadListQuery, UNASSIGNED_AGENT } from '@maplestone/shared/schemas/leads';
import { PAGE_SIZE, type Page } from '@maplestone/shared/schemas/page';
import { addDays } from '../../data/keys';
import { agents } from '../../data/repositories/agents';
import {
  type LeadFacetFilter,
  type LeadOwnerScope,
  type LeadPage,
  leadPage,
  leadSearchPage,
  rowMatches,
  searchKindOf,
} from '../../data/repositories/lead-pages';
import { leads } from '../../data/repositories/leads';
import { decodeCursor, encodeCursor } from '../../lib/cursor';
import { ValidationError } from '../../lib/errors';
import { withDuplicatesSeenBy } from './leads';
import { startOfDay } from './periods';

/**
 * Text that may be a lead's id (a UUID as the API issues them, or the like: letters, digits, a hyphen and a
 * digit among them): looked up by key first, then searched as a name when no such lead is found.
 */
const LEAD_ID = /^(?=.*\d)(?=.*-)[A-Za-z0-9_-]{6,64}$/;

/** What a list of leads is read with: its filters and page; the agent fixed by the caller for an agent. */
export type LeadListQuery = Omit<AdminLeadListQuery, 'agent'> & { agent?: string };

export interface LeadListScope {
  /** Which route lists: a cursor of one list is refused by another. */
  list: 'admin' | 'agent';
  /** An agent's own list: its id, whatever the query says. */
  ownerId?: string;
}

const invalid = (path: string, message: string) => new ValidationError(message, [{ path, message }]);

/** The facet filter a query selects: the agent's own leads for an agent, else the `agent` filter's ('none': unassigned). */
function facetFilter(query: LeadListQuery, scope: LeadListScope): LeadFacetFilter {
  if (query.from && query.to && query.from > query.to) {
    throw invalid('from', staffMessages.paging.fromAfterTo);
  }
  const agent: LeadOwnerScope =
    scope.ownerId ??
    (query.agent === undefined ? undefined : query.agent === UNASSIGNED_AGENT ? null : query.agent);
  return {
    agent,
    status: query.status,
    type: query.type,
    source: query.source,
    since: query.from ? startOfDay(query.from) : undefined,
    until: query.to ? startOfDay(addDays(query.to, 1)) : undefined,
  };
}

/** What a cursor is bound to: the list, its caller and every filter (the cursor and page size aside). */
function cursorScope(query: LeadListQuery, scope: LeadListScope): string {
  const { cursor: _cursor, limit: _limit, ...filters } = query;
  const named = Object.entries(filters)
    .filter(([, value]) => value !== undefined && value !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify([scope.list, scope.ownerId ?? null, named]);
}

/** The lead with this id as a page of one, when the caller may see it and it passes the filters. */
async function leadById(id: string, filter: LeadFacetFilter): Promise<LeadPage> {
  const lead = await leads.get(id);
  if (!lead || !rowMatches(lead, filter)) return { leads: [], next: null };
  const { notes: _notes, ...row } = lead;
  return { leads: [row], next: null };
}

/**
 * A page of leads (issue 33, ADR 091): the filters are index keys, the search an index, the page 25 rows by
 * default. The next page's cursor is signed with the list and its filters; a total is given where counters
 * know it (`totalOf`), else null. An agent's rows carry the duplicate links to its own leads only (ADR 097).
 */
export async function leadListPage(
  query: LeadListQuery,
  scope: LeadListScope,
  totalOf?: (filter: LeadFacetFilter) => Promise<number | null>,
): Promise<Page<LeadRow>> {
  const filter = facetFilter(query, scope);
  const boundTo = cursorScope(query, scope);
  const after = query.cursor ? decodeCursor(query.cursor, boundTo) : undefined;
  const limit = query.limit ?? PAGE_SIZE;
  const text = query.q?.trim() ?? '';
  const search = text ? searchKindOf(text) : null;
  const byId = text && !after && LEAD_ID.test(text) ? await leadById(text, filter) : null;
  const page: LeadPage =
    byId && byId.leads.length > 0
      ? byId
      : search
        ? await leadSearchPage(search, filter, { after, limit })
        : await leadPage(filter, { order: query.order ?? 'newest', after, limit });
  const [items, total] = await Promise.all([
    withDuplicatesSeenBy(page.leads, scope.ownerId),
    text || filter.since || filter.until || !totalOf ? null : totalOf(filter),
  ]);
  return {
    items,
    next_cursor: page.next ? encodeCursor(page.next, boundTo) : null,
    total,
  };
}

/**
 * Every lead a list's filters select, a page at a time, in the list's order (the export job, issue 33): the
 * same reads as the list's pages, without cursors to sign, until the last page.
 */
export async function* leadPagesOf(
  query: Omit<LeadListQuery, 'cursor' | 'limit'>,
  scope: LeadListScope,
  pageSize = 500,
): AsyncGenerator<LeadRow[]> {
  const filter = facetFilter(query, scope);
  const text = query.q?.trim() ?? '';
  const byId = text && LEAD_ID.test(text) ? await leadById(text, filter) : null;
  if (byId && byId.leads.length > 0) {
    yield byId.leads;
    return;
  }
  const search = text ? searchKindOf(text) : null;
  let after: string | undefined;
  for (;;) {
    const page = search
      ? await leadSearchPage(search, filter, { after, limit: pageSize })
      : await leadPage(filter, { order: query.order ?? 'newest', after, limit: pageSize });
    if (page.leads.length > 0) yield page.leads;
    if (!page.next) return;
    after = page.next;
  }
}

type HeldRow = { agent_id: string | null };

/** The names of the agents who hold these rows, in one read however many lists they come from. */
export async function agentNamesOf(rows: readonly HeldRow[]): Promise<Map<string, string>> {
  return agents.namesOf([...new Set(rows.flatMap((row) => (row.agent_id ? [row.agent_id] : [])))]);
}

/** The rows with their agents' names, from `agentNamesOf`. */
export const namedRows = <T extends HeldRow>(rows: readonly T[], names: ReadonlyMap<string, string>) =>
  rows.map((row) => ({ ...row, agent_name: row.agent_id ? (names.get(row.agent_id) ?? null) : null }));

/** The rows with their agents' names (the admin's list shows who holds each lead). */
export async function withAgentNames<T extends HeldRow>(rows: readonly T[]) {
  return namedRows(rows, await agentNamesOf(rows));
}
