import { randomUUID } from 'node:crypto';
import { brand } from '@maplestone/shared/brand';
import { chatTranscript } from '@maplestone/shared/chat/lead';
import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { leadDay } from '@maplestone/shared/schemas/leads';
import type { PrivacyRequestListQuery } from '@maplestone/shared/schemas/list-queries';
import {
  PRIVACY_REQUEST_KEPT_MONTHS,
  type PrivacyAnonymiseRequest,
  type PrivacyAnonymiseResult,
  type PrivacyContactQuery,
  type PrivacyLead,
  type PrivacyRequest,
  type PrivacyRequestCreate,
  type PrivacyRequestUpdate,
  type PrivacySearchResult,
  privacyDaysLeft,
  privacyDueOn,
  privacyLeadSchema,
  retentionHold,
} from '@maplestone/shared/schemas/privacy';
import { contactEmail } from '../../data/keys';
import { agents } from '../../data/repositories/agents';
import { leadContacts } from '../../data/repositories/lead-contacts';
import { type Lead, leads } from '../../data/repositories/leads';
import { privacyRequests, type StoredPrivacyRequest } from '../../data/repositories/privacy-requests';
import { rateAlerts } from '../../data/repositories/rate-alerts';
import { subscribers } from '../../data/repositories/subscribers';
import { ttlAfter } from '../../data/table';
import type { Caller } from '../../lib/auth';
import { NotFoundError } from '../../lib/errors';
import { anonymisePersonFiles, exportPersonFiles } from '../borrower-file/privacy';
import { fullLeadHistory, leadActor } from './leads';
import { listPage, listScope } from './paged-lists';

/**
 * Privacy requests under PIPEDA (issue 17, ADR 072): what the brokerage holds on a person (found by
 * e-mail and phone through the contact indexes, ADR 071), its export, and its anonymisation unless the
 * FINTRAC retention hold applies; each request tracked with its 30-day due date.
 */

const m = adminMessages.privacy;

/** The person as the contact indexes look them up (an empty detail is no detail). */
const contactOf = (person: { email?: string | null; phone?: string | null }) => ({
  email: person.email ?? undefined,
  phone: person.phone ?? undefined,
});

/** A lead's fields as the privacy screens show them: the schema's own, no table keys (they hold the contact). */
const LEAD_FIELDS = Object.keys(privacyLeadSchema.shape.lead.shape);
function leadFields(lead: Lead, agentName: string | null): PrivacyLead['lead'] {
  const fields = Object.fromEntries(
    LEAD_FIELDS.flatMap((name) => (name in lead ? [[name, lead[name as keyof Lead]]] : [])),
  );
  return { ...fields, agent_name: agentName } as PrivacyLead['lead'];
}

/**
 * Everything held on the person: their leads (activity, transcript, retention hold), their subscription and
 * their rate alerts (found by e-mail only: an alert holds no phone).
 */
export async function findPerson(
  person: PrivacyContactQuery,
  now = new Date(),
): Promise<PrivacySearchResult> {
  const found = await leadContacts.listByContact(contactOf(person));
  const agentIds = [...new Set(found.flatMap((lead) => (lead.agent_id ? [lead.agent_id] : [])))];
  const [histories, named, subscription, alerts] = await Promise.all([
    Promise.all(found.map((lead) => fullLeadHistory(lead.id))),
    agents.getMany(agentIds),
    person.email ? subscribers.get(person.email) : undefined,
    person.email ? rateAlerts.listByEmail(person.email) : [],
  ]);
  const names = new Map(named.map((agent) => [agent.id, agent.name]));
  return {
    email: person.email ? contactEmail(person.email) : null,
    phone: person.phone ?? null,
    searched_at: now.toISOString(),
    leads: found.map((lead, i) => ({
      lead: leadFields(lead, lead.agent_id ? (names.get(lead.agent_id) ?? null) : null),
      events: histories[i]!.events,
      transcript: chatTranscript(lead.notes),
      hold: retentionHold(lead, found, now),
    })),
    subscription: subscription ?? null,
    // Without the id: it is the token of the alert's e-mail links (ADR 082), nothing the person gave.
    rate_alerts: alerts.map(({ id: _token, ...alert }) => alert),
  };
}

/** The export file: everything held, as JSON, named with the day it was made. */
export async function exportPerson(person: PrivacyContactQuery, now = new Date()) {
  const held = await findPerson(person, now);
  // Their borrower files (issue 38, ADR 118): their part of each, FINTRAC numbers masked.
  const borrowerFiles = await exportPersonFiles(
    person.email ?? undefined,
    held.leads.map(({ lead }) => lead),
  );
  return {
    filename: `personal-data-${leadDay(now.toISOString())}.json`,
    content: JSON.stringify(
      {
        organisation: brand.legalName,
        exported_at: now.toISOString(),
        ...held,
        borrower_files: borrowerFiles,
      },
      null,
      2,
    ),
    leads: held.leads.length,
  };
}

/**
 * Anonymises the person's leads that no retention hold keeps, and deletes their newsletter subscription
 * and their rate alerts;
 * `request_id` closes that request. Running it again anonymises nothing more (the anonymised leads are off
 * the contact indexes). An unknown request id is a 404 before anything is written.
 */
export async function anonymisePerson(
  body: PrivacyAnonymiseRequest,
  caller: Caller | null,
  now = new Date(),
): Promise<PrivacyAnonymiseResult> {
  const actor = leadActor(caller);
  if (body.request_id && !(await privacyRequests.get(body.request_id)))
    throw new NotFoundError(m.requestNotFound);
  const found = await leadContacts.listByContact(contactOf(body));
  const held: PrivacyAnonymiseResult['held'] = [];
  let anonymised = 0;
  const anonymisedIds: string[] = [];
  for (const lead of found) {
    const hold = retentionHold(lead, found, now);
    if (hold) held.push({ id: lead.id, reason: hold.reason, until: hold.until });
    else if (await leads.anonymise(lead.id, { now: now.toISOString() })) {
      anonymised++;
      anonymisedIds.push(lead.id);
    }
  }
  // Their borrower files follow (issue 38, ADR 118): the files of the leads just anonymised, their own part of
  // others'; FINTRAC records stay until their retention ends.
  await anonymisePersonFiles(body.email ?? undefined, found, anonymisedIds, undefined, now);
  const subscriptionDeleted = body.email ? await subscribers.remove(body.email) : false;
  // Their rate alerts are deleted whole (ADR 082): nothing in them is kept for a retention duty.
  const alerts = body.email ? await rateAlerts.listByEmail(body.email) : [];
  let alertsDeleted = 0;
  for (const alert of alerts) if (await rateAlerts.remove(alert.id)) alertsDeleted++;
  const closed = body.request_id
    ? await privacyRequests.update(body.request_id, { status: 'done' }, actor, closeStamp(now))
    : undefined;
  return {
    anonymised,
    held,
    subscription_deleted: subscriptionDeleted,
    rate_alerts_deleted: alertsDeleted,
    request_closed: closed !== undefined,
  };
}

// ---- Requests and their due dates

/** When a request closed now expires: its record is the proof it was answered, kept this long (ADR 072). */
function closeStamp(now: Date) {
  const expires = new Date(now);
  expires.setUTCMonth(expires.getUTCMonth() + PRIVACY_REQUEST_KEPT_MONTHS);
  return { now: now.toISOString(), expiresAt: ttlAfter(expires, 0) };
}

/** A request as the panel shows it: with its days left (Toronto days) and whether it is overdue. */
function withDueState(request: StoredPrivacyRequest, today: string): PrivacyRequest {
  const daysLeft = privacyDaysLeft(request.due_on, today);
  return { ...request, days_left: daysLeft, overdue: request.status === 'open' && daysLeft < 0 };
}

export async function createPrivacyRequest(
  body: PrivacyRequestCreate,
  caller: Caller | null,
  now = new Date(),
): Promise<PrivacyRequest> {
  const today = leadDay(now.toISOString());
  const receivedOn = body.received_on ?? today;
  const request = {
    id: randomUUID(),
    email: body.email ? contactEmail(body.email) : null,
    phone: body.phone ?? null,
    kind: body.kind,
    status: 'open' as const,
    received_on: receivedOn,
    due_on: privacyDueOn(receivedOn),
    note: body.note ?? null,
    created_at: now.toISOString(),
    created_by: leadActor(caller),
  };
  await privacyRequests.create(request);
  return withDueState({ ...request, closed_at: null, closed_by: null }, today);
}

/**
 * GET /api/admin/privacy/requests (issue 33, ADR 094): a page of every request, newest received first; with
 * `status=open` a page of the open ones, soonest due first (their queue), and how many are open. Each with
 * its days left and overdue flag.
 */
export async function privacyRequestsPage(query: PrivacyRequestListQuery, now = new Date()) {
  const today = leadDay(now.toISOString());
  const open = query.status === 'open';
  return listPage(
    query,
    listScope('privacy-requests', query.status),
    async (window) => {
      const page = open ? await privacyRequests.openPage(window) : await privacyRequests.page(window);
      return { ...page, items: page.items.map((request) => withDueState(request, today)) };
    },
    open ? () => privacyRequests.countOpen() : undefined,
  );
}

export async function updatePrivacyRequest(
  id: string,
  change: PrivacyRequestUpdate,
  caller: Caller | null,
  now = new Date(),
): Promise<PrivacyRequest> {
  const updated = await privacyRequests.update(id, change, leadActor(caller), closeStamp(now));
  if (!updated) throw new NotFoundError(m.requestNotFound);
  return withDueState(updated, leadDay(now.toISOString()));
}
