import type { DuplicateMatch, LeadDuplicateLink } from '@maplestone/shared/schemas/leads';
import { contactEmail, contactPhone } from '../../data/keys';
import type { Lead } from '../../data/repositories/leads';

/** A lead is a possible duplicate of one the same e-mail or phone gave within the previous 30 days. */
export const DUPLICATE_WINDOW_DAYS = 30;

type ContactFields = Pick<Lead, 'client_email' | 'client_phone'>;
/** The new lead as flagging reads it. */
type NewLead = Pick<Lead, 'id' | 'created_at' | 'client_email' | 'client_phone' | 'duplicate_of'>;

/** Which details two leads share, as people mean them (any case, any phone format); null: none. */
export function duplicateMatch(lead: ContactFields, other: ContactFields): DuplicateMatch | null {
  const email =
    lead.client_email !== null &&
    other.client_email !== null &&
    contactEmail(lead.client_email) !== '' &&
    contactEmail(lead.client_email) === contactEmail(other.client_email);
  const leadPhone = lead.client_phone ? contactPhone(lead.client_phone) : null;
  const phone =
    leadPhone !== null && other.client_phone !== null && leadPhone === contactPhone(other.client_phone);
  return email && phone ? 'both' : email ? 'email' : phone ? 'phone' : null;
}

/** The start of a lead's window: 30 days before it arrived. */
export function duplicateWindowStart(createdAt: string): string {
  return new Date(Date.parse(createdAt) - DUPLICATE_WINDOW_DAYS * 24 * 60 * 60 * 1000).toISOString();
}

/** What flagging needs from the table (the leads repository). */
export interface DuplicateStore {
  latestEarlierByContact(lead: NewLead, since: string): Promise<Lead | undefined>;
  linkDuplicate(lead: LeadDuplicateLink, earlier: LeadDuplicateLink): Promise<boolean>;
}

/**
 * Flags a new lead as a possible duplicate (issue 17, ADR 073; not merged): the most recent earlier lead
 * of its e-mail or phone within the window gets linked both ways. Run by export-lead before the CRM
 * e-mail, for the stream and the reconciliation alike, never in the POST (intake stays one PutItem).
 * A lead flagged already keeps its link (a redelivery reads it and writes nothing). Answers the link the
 * e-mail names, or null.
 */
export async function flagDuplicate(lead: NewLead, store: DuplicateStore): Promise<LeadDuplicateLink | null> {
  if (lead.duplicate_of) return lead.duplicate_of;
  if (!lead.client_email && !lead.client_phone) return null;
  const earlier = await store.latestEarlierByContact(lead, duplicateWindowStart(lead.created_at));
  const match = earlier ? duplicateMatch(lead, earlier) : null;
  if (!earlier || !match) return null;
  const link = { id: earlier.id, created_at: earlier.created_at, match };
  const linked = await store.linkDuplicate({ id: lead.id, created_at: lead.created_at, match }, link);
  // Not linked: one of the two leads was deleted meanwhile, so there is nothing to point to.
  return linked ? link : null;
}
