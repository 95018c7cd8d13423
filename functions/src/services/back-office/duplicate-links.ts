import type { LeadDuplicateLink } from '@maplestone/shared/schemas/lead-record';

/*
 * Who may know about whom (issue 34, ADR 097): a duplicate link (ADR 073) says that a person already
 * contacted the brokerage, and when. An agent sees the links among the leads it may open, its own; the
 * super admin sees them all. Pure: the caller reads who holds the linked leads now (a stored holder on the
 * link would go stale when a lead is reassigned).
 */

/** A lead as far as its duplicate links go. */
export interface DuplicateLinked {
  id: string;
  agent_id: string | null;
  duplicate_of?: LeadDuplicateLink | null;
  later_duplicates?: LeadDuplicateLink[] | null;
}

/** Who holds each lead now, by id: its agent's id, or null when it has none; a lead not in it is gone. */
export type LeadHolders = ReadonlyMap<string, string | null>;

const linksOf = (lead: DuplicateLinked) => [
  ...(lead.duplicate_of ? [lead.duplicate_of] : []),
  ...(lead.later_duplicates ?? []),
];

/** The leads these leads link to whose holder they do not tell themselves (not among them): each id once. */
export function linkedLeadIds(leads: readonly DuplicateLinked[]): string[] {
  const listed = new Set(leads.map((lead) => lead.id));
  const linked = leads.flatMap(linksOf).map((link) => link.id);
  return [...new Set(linked.filter((id) => !listed.has(id)))];
}

/**
 * The leads as agent `agentId` may see them: the links to leads it holds now (among `leads` themselves or
 * in `holders`); the others are left out, and a lead with none left reads as a lead never flagged, without
 * an empty link that would say there was one. A lead without links is answered as it is.
 */
export function withLinksSeenBy<T extends DuplicateLinked>(
  leads: readonly T[],
  agentId: string,
  holders: LeadHolders,
): T[] {
  const held = new Map(holders);
  for (const lead of leads) held.set(lead.id, lead.agent_id);
  const seen = (link: LeadDuplicateLink) => held.get(link.id) === agentId;
  return leads.map((lead) => {
    if (linksOf(lead).length === 0) return lead;
    const { duplicate_of, later_duplicates, ...rest } = lead;
    const later = (later_duplicates ?? []).filter(seen);
    return {
      ...rest,
      ...(duplicate_of && seen(duplicate_of) ? { duplicate_of } : {}),
      ...(later.length > 0 ? { later_duplicates: later } : {}),
    } as unknown as T;
  });
}
