import { isOpenLead, LEAD_STATUSES, LEAD_TYPES, type LeadStatus } from '@maplestone/shared/domain';
import { staffMessages } from '@maplestone/shared/i18n/en/staff/back-office/index';
import type { AgentLeadsReassignResult } from '@maplestone/shared/schemas/agents';
import type { LeadActor, LeadEvent } from '@maplestone/shared/schemas/leads';
import * as z from 'zod';
import { agents } from '../../data/repositories/agents';
import { fileReviews } from '../../data/repositories/file-reviews';
import { leadActivity } from '../../data/repositories/lead-activity';
import { type Lead, leads } from '../../data/repositories/leads';
import type { Caller } from '../../lib/auth';
import { eachLimited } from '../../lib/concurrency';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { type DuplicateLinked, linkedLeadIds, withLinksSeenBy } from './duplicate-links';
import { AgentNotFoundError, ownedBy } from './ownership';
import { listPage, listScope, type PageRequest } from './paged-lists';

/** The agent's lead list's filters: ?type and ?status, each optional (the admin's: adminLeadFilterSchema). */
export const leadFilterSchema = z.strictObject({
  type: z.enum(LEAD_TYPES).optional(),
  status: z.enum(LEAD_STATUSES).optional(),
});

/** A lead for the back office: as stored, with its agent's name. */
export const withAgentName = (lead: Lead, names: ReadonlyMap<string, string>) => ({
  ...lead,
  agent_name: lead.agent_id ? (names.get(lead.agent_id) ?? null) : null,
});

/** Who is acting, as the lead's activity records it: the user and the name they have now. */
export function leadActor(caller: Caller | null): LeadActor {
  if (!caller) throw new Error('a lead change needs a signed-in caller');
  return { id: caller.sub, name: caller.profile?.full_name ?? caller.email ?? null, role: caller.role };
}

/** An agent's own lead (404 for any other, the same answer as for none), or any lead for the admin. */
export async function readLead(id: string, ownerId: string | undefined): Promise<Lead> {
  const lead = await leads.get(id);
  if (ownerId) return ownedBy(lead, ownerId);
  if (!lead) throw new NotFoundError();
  return lead;
}

/**
 * Leads with the duplicate links their caller may see (issue 34, ADR 097): for an agent (`ownerId`), the links
 * to leads it holds now, whose holders are read with one BatchGet of the linked leads not among these (a page
 * of 25 links a few dozen at most); for the super admin (no `ownerId`), as stored.
 */
export async function withDuplicatesSeenBy<T extends DuplicateLinked>(
  found: readonly T[],
  ownerId: string | undefined,
): Promise<T[]> {
  if (ownerId === undefined) return [...found];
  const linked = linkedLeadIds(found);
  return withLinksSeenBy(found, ownerId, linked.length > 0 ? await leads.holders(linked) : new Map());
}

/** One lead with the duplicate links its caller may see (withDuplicatesSeenBy). */
const seenBy = async <T extends DuplicateLinked>(lead: T, ownerId: string | undefined): Promise<T> =>
  (await withDuplicatesSeenBy([lead], ownerId))[0]!;

/**
 * GET …/leads/{id}: an agent's own lead (404 for any other) with the duplicate links it may see, or any lead
 * for the admin, as stored.
 */
export async function openLead(id: string, ownerId: string | undefined): Promise<Lead> {
  return seenBy(await readLead(id, ownerId), ownerId);
}

/** Attempts at a change that keeps losing a race with another change of the same lead. */
const CHANGE_ATTEMPTS = 3;

/**
 * A change made against the lead as read and conditional on it (the repository answers undefined when the
 * lead changed in between): read again and retried, 404 once it keeps losing or the lead is gone.
 */
async function changeAsRead<T>(
  id: string,
  ownerId: string | undefined,
  change: (lead: Lead) => Promise<T | undefined>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const changed = await change(await readLead(id, ownerId));
    if (changed !== undefined) return changed;
    if (attempt >= CHANGE_ATTEMPTS) throw new NotFoundError();
  }
}

/**
 * Sets a lead's status with its activity entry (issue 17). The change is conditional on the status it
 * was read with, so the entry's "from" is exact; if another change came first, it is read again.
 * `ownerId`: the agent whose lead it must be (the agent's own route), answered with the duplicate links it
 * may see; absent for the super admin.
 */
export async function changeLeadStatus(
  id: string,
  to: LeadStatus,
  caller: Caller | null,
  ownerId?: string,
): Promise<Lead> {
  const actor = leadActor(caller);
  const changed = await changeAsRead(id, ownerId, (lead) => leads.changeStatus(lead, to, actor, { ownerId }));
  return seenBy(changed, ownerId);
}

/** Adds a note to a lead (the agent's own, or any for the admin); 404 when there is no such lead. */
export async function addLeadNote(
  id: string,
  text: string,
  caller: Caller | null,
  ownerId?: string,
): Promise<LeadEvent> {
  const actor = leadActor(caller);
  const at = new Date().toISOString();
  if (!(await leadActivity.addNote(id, text, actor, { ownerId, now: at }))) throw new NotFoundError();
  return { kind: 'note', at, actor, text };
}

/**
 * Records that the person withdrew their consent to communications (CASL, ADR 073): on the lead's consent
 * record, with a `consent_withdrawn` entry in the same transaction. The agent's own lead (404 otherwise)
 * or any for the admin. Already withdrawn: nothing changes and the lead answers as it is (a retried
 * click is not an error, and the first withdrawal's time stays the record).
 */
export async function withdrawLeadConsent(
  id: string,
  caller: Caller | null,
  ownerId?: string,
): Promise<Lead> {
  const actor = leadActor(caller);
  const withdrawn = await changeAsRead(id, ownerId, async (lead) =>
    lead.consent?.withdrawn_at ? lead : leads.withdrawConsent(lead, actor, { ownerId }),
  );
  return seenBy(withdrawn, ownerId);
}

/** The lead's own arrival as its activity shows it: the entry after every recorded one. */
function createdEvent(lead: Lead): LeadEvent {
  return {
    kind: 'created',
    at: lead.created_at,
    type: lead.type,
    source: lead.source,
    ...(lead.page ? { page: lead.page } : {}),
  };
}

/**
 * A lead's whole activity, newest first, ending with its arrival: what a privacy search and export hold on a
 * person (their few leads' activity, ADR 072). A list shows it a page at a time (leadHistoryPage).
 */
export async function fullLeadHistory(id: string): Promise<{ events: LeadEvent[] }> {
  const [lead, recorded] = await Promise.all([readLead(id, undefined), leadActivity.history(id)]);
  return { events: [...recorded, createdEvent(lead)] };
}

/**
 * GET …/leads/{id}/history (issue 33, ADR 094): a page of the lead's recorded activity, newest first, with the
 * lead's arrival after the last entry on the last page only; the agent's own lead (404 for any other, read on
 * every page), or any for the admin. A cursor is bound to the lead and its caller's list.
 */
export async function leadHistoryPage(
  id: string,
  request: PageRequest,
  ownerId?: string,
): Promise<{ events: LeadEvent[]; next_cursor: string | null }> {
  const scope = listScope('lead-history', ownerId ? 'agent' : 'admin', ownerId, id);
  const lead = await readLead(id, ownerId);
  const page = await listPage(request, scope, (window) => leadActivity.page(id, window));
  return {
    events: page.next_cursor ? page.items : [...page.items, createdEvent(lead)],
    next_cursor: page.next_cursor,
  };
}

/** The agent a lead may be given to: an active one (and not `notId`), else 400 'Choose an active agent'. */
async function activeAgent(id: string, notId?: string) {
  const target = await agents.get(id);
  if (!target?.is_active || target.id === notId) {
    throw new ValidationError(staffMessages.leads.reassign.invalid, [
      { path: 'agent_id', message: staffMessages.leads.reassign.invalid },
    ]);
  }
  return target;
}

/**
 * What moves with a lead to its new agent besides the lead: its file's entry on the landing's files to review (ADR
 * 119), as read now, so that the agent's landing follows the lead.
 */
async function followingAgent(leadId: string, agentId: string) {
  return [fileReviews.reassigned(leadId, agentId, await fileReviews.get(leadId))];
}

/**
 * Gives a lead to another active agent (the super admin's call; issue 17): with its activity entry, and
 * back on the CRM queue so the new agent's CRM address gets it (ADR 068). The same agent: nothing changes.
 * Not an active agent: 400 'Choose an active agent'. Answers the lead with its (new) agent's name.
 */
export async function reassignLead(
  id: string,
  toAgentId: string,
  caller: Caller | null,
): Promise<Lead & { agent_name: string }> {
  const actor = leadActor(caller);
  const target = await activeAgent(toAgentId);
  const lead = await changeAsRead(id, undefined, async (read) => {
    if (read.agent_id === target.id) return read;
    const previous = read.agent_id ? await agents.get(read.agent_id) : undefined;
    const from = read.agent_id ? { id: read.agent_id, name: previous?.name ?? read.agent_id } : null;
    return leads.reassign(
      read,
      { id: target.id, name: target.name },
      from,
      actor,
      {},
      await followingAgent(read.id, target.id),
    );
  });
  return { ...lead, agent_name: target.name };
}

/** Leads moved at once by a bulk reassignment: each is a transaction of its own, a few in flight. */
const BULK_REASSIGN_CONCURRENCY = 4;

/**
 * Gives every open lead of one agent (with `includeClosed`, every lead: what deleting it needs) to another
 * active agent, each through the single-lead move above: its own `reassigned` entry and CRM e-mail
 * (ADR 070). The agent's leads are read a page of ids at a time (issue 33), oldest first; a lead is moved
 * only while it is still the source's (and, without `includeClosed`, still open) as read just before its
 * move, so a retry skips what an earlier try moved and a lead someone else moved meanwhile stays where it
 * went. Unknown source: 404; target not an active other agent: 400.
 */
export async function reassignAgentLeads(
  fromAgentId: string,
  toAgentId: string,
  caller: Caller | null,
  { includeClosed = false }: { includeClosed?: boolean } = {},
): Promise<AgentLeadsReassignResult> {
  const actor = leadActor(caller);
  const source = await agents.get(fromAgentId);
  if (!source) throw new AgentNotFoundError();
  const target = await activeAgent(toAgentId, source.id);
  const from = { id: source.id, name: source.name };
  const to = { id: target.id, name: target.name };

  const moveOne = async (id: string): Promise<boolean> => {
    try {
      return await changeAsRead(id, undefined, async (read) => {
        if (read.agent_id !== source.id || !(includeClosed || isOpenLead(read.status))) return false;
        const also = await followingAgent(read.id, to.id);
        return (await leads.reassign(read, to, from, actor, {}, also)) ? true : undefined;
      });
    } catch (error) {
      // Deleted since it was listed: nothing to move.
      if (error instanceof NotFoundError) return false;
      throw error;
    }
  };
  let moved = 0;
  // A moved lead leaves the partition behind the position read: the next page starts after it all the same.
  let after: string | undefined;
  do {
    const page = await leads.agentLeadIdsPage(source.id, after);
    await eachLimited(page.ids, BULK_REASSIGN_CONCURRENCY, async (id) => {
      if (await moveOne(id)) moved++;
    });
    after = page.next ?? undefined;
  } while (after !== undefined);
  return { moved, target_name: target.name };
}
