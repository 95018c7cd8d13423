import { randomUUID } from 'node:crypto';
import {
  adminMessages,
  leadDay,
  type PrivacyAnonymiseResult,
  type PrivacyRequest,
  type PrivacySearchResult,
  privacyRequestListSchema,
  privacySearchResultSchema,
  staffMessages,
} from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { contactPhone, keys } from '../../../functions/src/data/keys';
import { getItem, queryIndex, queryPartition } from '../../../functions/src/data/query';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { leads } from '../../../functions/src/data/repositories/leads';
import { rateAlerts } from '../../../functions/src/data/repositories/rate-alerts';
import { everyRow } from '../../support/http';
import { askAndConfirm } from '../../support/subscriptions';
import { applicationBody, contactBody, post, quoteBody } from '../public-api/support';
import {
  admin,
  alteredCursor,
  expectCursorRefused,
  expectLimitsRefused,
  type Json,
  messageOf,
  pagesOf,
  superAdmin,
} from './support';

/** Privacy requests (PIPEDA, issue 17, ADR 072) through the admin API, against the local table. */

/** A person no other test uses: an e-mail in mixed case and a phone number as typed. */
function person() {
  const tag = randomUUID().slice(0, 8);
  const line = String(1000 + Math.floor(Math.random() * 8999));
  return {
    email: `Privacy.Person-${tag}@Example.com`,
    phone: `(905) 555-${line}`,
    name: `Priya Private ${tag}`,
    words: `My secret words ${tag}`,
  };
}
type Person = ReturnType<typeof person>;

async function contactLead(who: Person): Promise<string> {
  const created = await post<{ id: string }>(
    '/api/leads',
    contactBody({
      client_name: who.name,
      client_email: who.email,
      client_phone: who.phone,
      message: who.words,
      agent_id: 'agent-sarah-chen',
      metadata: { phoneType: 'Mobile', postalCode: 'M5V 2T6' },
    }),
  );
  expect(created.status).toBe(201);
  return created.body.id;
}

async function quoteLead(who: Person, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await post<{ id: string }>(
    '/api/leads',
    quoteBody({
      client_name: who.name,
      client_email: who.email.toLowerCase(),
      client_phone: '',
      ...overrides,
    }),
  );
  expect(created.status).toBe(201);
  return created.body.id;
}

/** A chat lead whose transcript holds the person's details (as Val's leads do), written as the chat does. */
async function chatLead(who: Person): Promise<string> {
  const id = randomUUID();
  const at = new Date().toISOString();
  const result = await leads.create({
    id,
    agent_id: null,
    client_name: who.name,
    client_email: who.email,
    client_phone: who.phone,
    type: 'application',
    source: 'AI Chatbot',
    status: 'new',
    message: null,
    notes: JSON.stringify({
      source: 'AI Chatbot',
      conversation: [
        { role: 'assistant', content: 'How can I help?' },
        { role: 'user', content: `I am ${who.name}, write to ${who.email} or call ${who.phone}` },
      ],
    }),
    metadata: null,
    created_at: at,
    updated_at: null,
  });
  expect(result.created).toBe(true);
  return id;
}

/** Subscribes the person to the newsletter: asks, then follows the e-mailed link (ADR 095). */
async function subscribe(who: Person): Promise<void> {
  await askAndConfirm(who.email, () => post('/api/newsletter', { email: who.email }));
}

const query = (who: { email?: string; phone?: string }) =>
  new URLSearchParams(Object.entries(who).filter(([, value]) => value !== undefined) as [string, string][]);

async function search(who: { email?: string; phone?: string }): Promise<PrivacySearchResult> {
  const answer = await admin('GET', `/api/admin/privacy/search?${query(who)}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return privacySearchResultSchema.parse(answer.body);
}

/** Every request (newest received first), or the open ones (soonest due first), read page by page. */
async function requestList(status?: 'open'): Promise<PrivacyRequest[]> {
  const path = `/api/admin/privacy/requests${status ? `?status=${status}` : ''}`;
  return privacyRequestListSchema.parse(await everyRow(path, await superAdmin()));
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/admin/privacy/search', () => {
  it('finds the leads, their notes and the subscription by e-mail in any case, and the leads by phone in any format', async () => {
    const who = person();
    const contactId = await contactLead(who);
    const quoteId = await quoteLead(who);
    await subscribe(who);
    expect(
      (await admin('POST', `/api/admin/leads/${contactId}/notes`, { text: 'Called, asked for rates' }))
        .status,
    ).toBe(201);

    const byEmail = await search({ email: who.email.toUpperCase() });
    expect(byEmail.leads.map((found) => found.lead.id)).toEqual([contactId, quoteId]);
    // Stored as confirmed: the address lowercased (ADR 095).
    expect(byEmail.subscription?.email).toBe(who.email.toLowerCase());
    const contact = byEmail.leads[0]!;
    expect(contact.lead).toMatchObject({
      client_email: who.email,
      message: who.words,
      agent_name: 'Sarah Chen',
    });
    // The CRM e-mail's entry comes from the stream when it comes: the note and the arrival are there.
    expect(contact.events.map((event) => event.kind).filter((kind) => kind !== 'crm_email')).toEqual([
      'note',
      'created',
    ]);
    expect(contact.hold).toBeNull();
    // The table's own keys (the contact index holds the e-mail) are not part of the answer.
    expect(JSON.stringify(byEmail)).not.toContain('GSI4PK');

    const digits = contactPhone(who.phone)!;
    const byPhone = await search({
      phone: `+1 ${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6)}`,
    });
    expect(byPhone.leads.map((found) => found.lead.id)).toEqual([contactId]);
    expect(byPhone.subscription).toBeNull();
  });

  it('lists the rate alerts set with the e-mail (any case), without their link token, and the erasure deletes them', async () => {
    const who = person();
    await contactLead(who);
    await askAndConfirm(who.email, () =>
      post('/api/rate-alerts', {
        email: who.email,
        province: 'ON',
        rate_type: 'fixed',
        term: '5 year',
        target: '4.20',
        consent: true,
        website: '',
      }),
    );

    const found = await search({ email: who.email.toUpperCase() });
    expect(found.rate_alerts).toEqual([
      expect.objectContaining({
        email: who.email.toLowerCase(),
        province: 'Ontario',
        rate_type: 'fixed',
        term: '5 year',
        target: 4.2,
        status: 'armed',
        consent: expect.objectContaining({ kind: 'express' }),
      }),
    ]);
    const [stored] = await rateAlerts.listByEmail(who.email);
    expect(JSON.stringify(found)).not.toContain(stored!.id);
    // An alert holds no phone: a search by phone alone does not find it.
    expect((await search({ phone: who.phone })).rate_alerts).toEqual([]);

    const erased = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', {
      email: who.email,
    });
    expect(erased.body).toMatchObject({ anonymised: 1, rate_alerts_deleted: 1 });
    expect((await search({ email: who.email })).rate_alerts).toEqual([]);
  });

  it("shows a chat lead's transcript as part of the lead", async () => {
    const who = person();
    const id = await chatLead(who);
    const found = await search({ email: who.email });
    expect(found.leads.map((lead) => lead.lead.id)).toEqual([id]);
    expect(found.leads[0]!.transcript?.[1]?.content).toContain(who.email);
    // A chat is an inquiry, not a mortgage application: no retention hold.
    expect(found.leads[0]!.hold).toBeNull();
  });

  it('refuses a search without an e-mail or a phone, or with a malformed one (400)', async () => {
    for (const path of [
      '/api/admin/privacy/search',
      '/api/admin/privacy/search?email=&phone=',
      '/api/admin/privacy/export',
    ]) {
      const answer = await admin('GET', path);
      expect(answer.status).toBe(400);
      expect(messageOf(answer.body)).toBe(adminMessages.privacy.contactRequired);
    }
    expect((await admin('GET', '/api/admin/privacy/search?email=not-an-email')).status).toBe(400);
    expect((await admin('GET', '/api/admin/privacy/search?phone=12')).status).toBe(400);
    expect((await admin('GET', '/api/admin/privacy/search?email=a@example.com&name=x')).status).toBe(400);
  });
});

describe('GET /api/admin/privacy/export', () => {
  it("downloads a dated JSON file holding the person's leads and subscription", async () => {
    const who = person();
    const ids = [await contactLead(who), await quoteLead(who)];
    await subscribe(who);
    const answer = await admin<string>('GET', `/api/admin/privacy/export?${query({ email: who.email })}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="personal-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = privacySearchResultSchema.parse(answer.body);
    expect(file.leads.map((found) => found.lead.id)).toEqual(ids);
    expect(file.leads[0]!.lead.message).toBe(who.words);
    expect(file.subscription?.email).toBe(who.email.toLowerCase());
  });
});

describe('POST /api/admin/privacy/anonymise', () => {
  it('leaves no trace of the e-mail or the phone anywhere a pattern could hold it, and keeps the figures', async () => {
    const who = person();
    const contactId = await contactLead(who);
    const quoteId = await quoteLead(who);
    const chatId = await chatLead(who);
    const ids = [contactId, quoteId, chatId];
    await subscribe(who);
    expect(
      (await admin('POST', `/api/admin/leads/${contactId}/notes`, { text: `Emailed ${who.email}` })).status,
    ).toBe(201);
    expect((await admin('PATCH', `/api/admin/leads/${contactId}`, { status: 'contacted' })).status).toBe(200);
    const created = await admin<PrivacyRequest>('POST', '/api/admin/privacy/requests', {
      email: who.email,
      kind: 'anonymisation',
    });
    expect(created.status).toBe(201);
    const before = await Promise.all(ids.map((id) => leads.get(id)));

    const answer = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', {
      email: who.email.toUpperCase(),
      phone: who.phone,
      request_id: created.body.id,
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body).toEqual({
      anonymised: 3,
      held: [],
      subscription_deleted: true,
      rate_alerts_deleted: 0,
      request_closed: true,
    });

    // Every pattern that could hold the person: the leads and their partitions (activity), the contact
    // indexes, the subscription and its list row, the lead list rows, and this month's audit partition.
    const email = who.email.toLowerCase();
    const digits = contactPhone(who.phone)!;
    const month = new Date().toISOString().slice(0, 7);
    const lists = await Promise.all([
      ...ids.map((id) => getItem(keys.lead(id))),
      ...ids.map((id) => queryPartition(keys.lead(id).PK)),
      queryIndex('GSI4', keys.contactByEmail(email)),
      queryIndex('GSI5', keys.contactByPhone(who.phone)!),
      getItem(keys.subscriber(email)),
      queryIndex('GSI2', keys.subscriberList('', '').GSI2PK, {
        prefix: new Date().getUTCFullYear().toString(),
      }),
      ...before.map((lead) =>
        queryIndex('GSI2', keys.leadList('', '').GSI2PK, { prefix: `${lead!.created_at}#${lead!.id}` }),
      ),
      queryPartition(keys.auditMonth(month)),
    ]);
    const stored = JSON.stringify(lists);
    expect(stored.toLowerCase()).not.toContain(email);
    expect(stored).not.toContain(digits);
    expect(stored).not.toContain(who.phone);
    expect(stored).not.toContain(who.phone.slice(-8));
    expect(stored).not.toContain(who.name);
    expect(stored).not.toContain(who.words);
    expect(await queryIndex('GSI4', keys.contactByEmail(email))).toEqual([]);
    expect(await queryIndex('GSI5', keys.contactByPhone(who.phone)!)).toEqual([]);

    // Counts and figures kept: type, source, status, dates, agent, the quote's figures.
    const after = await Promise.all(ids.map((id) => leads.get(id)));
    after.forEach((lead, i) => {
      expect(lead).toMatchObject({
        client_name: 'Anonymised',
        client_email: null,
        client_phone: null,
        message: null,
        notes: null,
        type: before[i]!.type,
        source: before[i]!.source,
        status: before[i]!.status,
        agent_id: before[i]!.agent_id,
        created_at: before[i]!.created_at,
        anonymised_at: expect.any(String),
      });
    });
    expect(after[1]!.metadata).toMatchObject({ price: 600_000, downPayment: 60_000 });
    expect(after[0]!.metadata).toEqual({});
    // The activity stays (who did what, when); the note's words are replaced.
    const history = await leadActivity.history(contactId);
    expect(history.filter((event) => event.kind !== 'crm_email')).toMatchObject([
      { kind: 'status', from: 'new', to: 'contacted' },
      { kind: 'note', text: 'Anonymised', actor: { role: 'super_admin' } },
    ]);

    // The request is closed by it; its own record keeps the e-mail by design (the proof it was answered).
    const request = (await requestList()).find((candidate) => candidate.id === created.body.id);
    expect(request).toMatchObject({ status: 'done', closed_by: { role: 'super_admin' } });
    expect((await getItem(keys.privacyRequest(created.body.id)))?.expiresAt).toEqual(expect.any(Number));

    // Idempotent: nothing is left to find, nothing more is written.
    const again = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', {
      email: who.email,
    });
    expect(again.body).toEqual({
      anonymised: 0,
      held: [],
      subscription_deleted: false,
      rate_alerts_deleted: 0,
      request_closed: false,
    });
    expect((await search({ email: who.email })).leads).toEqual([]);
  });

  it('anonymises every note of a lead with more notes than one transaction holds', async () => {
    const who = person();
    const id = await contactLead(who);
    const actor = { id: 'sub-test', name: 'Test Admin', role: 'super_admin' as const };
    for (let i = 0; i < 120; i++)
      expect(await leadActivity.addNote(id, `Note ${i} for ${who.email}`, actor)).toBe(true);
    const answer = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', {
      email: who.email,
    });
    expect(answer.body.anonymised).toBe(1);
    const notes = (await leadActivity.history(id)).filter((event) => event.kind === 'note');
    expect(notes).toHaveLength(120);
    expect(new Set(notes.map((note) => (note.kind === 'note' ? note.text : '')))).toEqual(
      new Set(['Anonymised']),
    );
    expect(JSON.stringify(await queryPartition(keys.lead(id).PK)).toLowerCase()).not.toContain(
      who.email.toLowerCase(),
    );
  });

  it('leaves held leads untouched and reports why and until when', async () => {
    const who = person();
    const application = await post<{ id: string }>(
      '/api/leads',
      applicationBody({ client_name: who.name, client_email: who.email, client_phone: who.phone }),
    );
    expect(application.status).toBe(201);
    const quoteId = await quoteLead(who);
    const before = await Promise.all([leads.get(application.body.id), leads.get(quoteId)]);

    const answer = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', {
      phone: who.phone,
    });
    expect(answer.status).toBe(200);
    expect(answer.body.anonymised).toBe(0);
    const fiveYears = (lead: { created_at: string }) => {
      const date = new Date(lead.created_at);
      date.setUTCFullYear(date.getUTCFullYear() + 5);
      return date.toISOString();
    };
    // By phone the quote (sent without one) is not found; by e-mail both are, both held.
    expect(answer.body.held).toEqual([
      { id: application.body.id, reason: 'application', until: fiveYears(before[0]!) },
    ]);
    const both = await admin<PrivacyAnonymiseResult>('POST', '/api/admin/privacy/anonymise', {
      email: who.email,
    });
    expect(both.body.held).toEqual([
      { id: application.body.id, reason: 'application', until: fiveYears(before[0]!) },
      // Held while both it and the newest application are under five: until the application's fifth year.
      { id: quoteId, reason: 'applicant', until: fiveYears(before[0]!) },
    ]);
    // Untouched: the person's details as they were (duplicate links may arrive from the stream meanwhile).
    const personal = (lead: Json) => {
      const { client_name, client_email, client_phone, message, notes, metadata, anonymised_at } = lead;
      return { client_name, client_email, client_phone, message, notes, metadata, anonymised_at };
    };
    const after = await Promise.all([leads.get(application.body.id), leads.get(quoteId)]);
    expect(after.map(personal)).toEqual(before.map(personal));
    expect(after[0]!.client_email).toBe(who.email);
    const found = await search({ email: who.email });
    expect(found.leads.map((lead) => lead.hold?.reason)).toEqual(['application', 'applicant']);
  });

  it('refuses bad input with a 400 and an unknown request with a 404, writing nothing', async () => {
    const who = person();
    const id = await contactLead(who);
    const before = await leads.get(id);
    for (const body of [{}, { email: 'not-an-email' }, { email: who.email, name: 'x' }, { phone: 'abc' }]) {
      const answer = await admin('POST', '/api/admin/privacy/anonymise', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    const unknown = await admin('POST', '/api/admin/privacy/anonymise', {
      email: who.email,
      request_id: 'no-such',
    });
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown.body)).toBe(adminMessages.privacy.requestNotFound);
    expect((await leads.get(id))?.client_email).toBe(before?.client_email);
    expect((await leads.get(id))?.anonymised_at).toBeUndefined();
  });
});

describe('privacy requests', () => {
  it('get their due date 30 days after receipt, open ones first with the overdue flagged, and close with who and when', async () => {
    const who = person();
    const recent = await admin<PrivacyRequest>('POST', '/api/admin/privacy/requests', {
      email: who.email,
      kind: 'access',
      received_on: daysAgo(10),
      note: 'By e-mail to the office',
    });
    expect(recent.status, JSON.stringify(recent.body)).toBe(201);
    expect(recent.body).toMatchObject({
      email: who.email.toLowerCase(),
      phone: null,
      kind: 'access',
      status: 'open',
      received_on: daysAgo(10),
      overdue: false,
      closed_at: null,
    });
    const due = new Date(`${recent.body.received_on}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 30);
    expect(recent.body.due_on).toBe(due.toISOString().slice(0, 10));

    const late = await admin<PrivacyRequest>('POST', '/api/admin/privacy/requests', {
      phone: who.phone,
      kind: 'correction',
      received_on: daysAgo(40),
    });
    expect(late.status).toBe(201);
    expect(late.body.overdue).toBe(true);
    expect(late.body.days_left).toBeLessThan(0);

    const todays = await admin<PrivacyRequest>('POST', '/api/admin/privacy/requests', {
      email: who.email,
      kind: 'anonymisation',
    });
    expect(todays.status).toBe(201);
    expect(todays.body.received_on).toBe(leadDay(new Date().toISOString()));

    const closed = await admin<PrivacyRequest>('PATCH', `/api/admin/privacy/requests/${late.body.id}`, {
      status: 'done',
      note: 'Corrected the phone number',
    });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({
      status: 'done',
      overdue: false,
      note: 'Corrected the phone number',
      closed_at: expect.any(String),
      closed_by: { role: 'super_admin' },
    });

    // The open ones, soonest due first (their queue); every one, newest received first.
    const open = await requestList('open');
    expect(open.every((request) => request.status === 'open')).toBe(true);
    const dues = open.map((request) => `${request.due_on}#${request.id}`);
    expect(dues).toEqual([...dues].sort());
    expect(open.map((request) => request.id)).toEqual(
      expect.arrayContaining([recent.body.id, todays.body.id]),
    );
    expect(open.map((request) => request.id)).not.toContain(late.body.id);
    const list = await requestList();
    const received = list.map((request) => `${request.received_on}#${request.id}`);
    expect(received).toEqual([...received].sort().reverse());
    expect(list.find((request) => request.id === late.body.id)?.status).toBe('done');
    expect(list.filter((request) => request.status === 'open')).toHaveLength(open.length);

    const reopened = await admin<PrivacyRequest>('PATCH', `/api/admin/privacy/requests/${late.body.id}`, {
      status: 'open',
    });
    expect(reopened.body).toMatchObject({ status: 'open', closed_at: null, closed_by: null, overdue: true });
    expect((await getItem(keys.privacyRequest(late.body.id)))?.expiresAt).toBeUndefined();
    // Reopened, it is back in the queue: the most overdue comes first.
    const again = (await requestList('open')).map((request) => request.id);
    expect(again.indexOf(late.body.id)).toBeLessThan(again.indexOf(recent.body.id));
  });

  it('pages the open requests soonest due first and every request newest received first (issue 33, ADR 094)', async () => {
    const who = person();
    const made: PrivacyRequest[] = [];
    for (const days of [5, 25, 15]) {
      const answer = await admin<PrivacyRequest>('POST', '/api/admin/privacy/requests', {
        email: who.email,
        kind: 'access',
        received_on: daysAgo(days),
      });
      made.push(answer.body);
    }
    const token = await superAdmin();
    const open = await pagesOf<PrivacyRequest>('/api/admin/privacy/requests?status=open', token, 2);
    expect(open.rows.map((request) => request.id)).toEqual((await requestList('open')).map((r) => r.id));
    const mine = open.rows.filter((request) => request.email === who.email.toLowerCase());
    expect(mine.map((request) => request.received_on)).toEqual([daysAgo(25), daysAgo(15), daysAgo(5)]);
    expect(open.totals.every((total) => total === open.rows.length)).toBe(true);
    const every = await pagesOf<PrivacyRequest>('/api/admin/privacy/requests', token, 2);
    expect(every.rows.map((request) => request.id)).toEqual((await requestList()).map((r) => r.id));

    // Answered through the anonymisation, a request leaves the queue in the same write that closes it.
    const answered = await admin('POST', '/api/admin/privacy/anonymise', {
      email: who.email,
      request_id: made[1]!.id,
    });
    expect(answered.status).toBe(200);
    expect((await requestList('open')).map((request) => request.id)).not.toContain(made[1]!.id);
    expect((await getItem(keys.privacyRequest(made[1]!.id)))?.GSI3PK).toBeUndefined();

    await expectCursorRefused('/api/admin/privacy/requests', token, open.cursors[0]!);
    await expectCursorRefused('/api/admin/privacy/requests?status=open', token, every.cursors[0]!);
    await expectCursorRefused('/api/admin/privacy/requests', token, alteredCursor(every.cursors[0]!));
    await expectLimitsRefused('/api/admin/privacy/requests?status=open', token);
    const done = await admin('GET', '/api/admin/privacy/requests?status=done');
    expect(done.status).toBe(400);
    expect(messageOf(done.body)).toBe(staffMessages.paging.badStatus(['open']));
  });

  it('refuses bad input with a 400 and writes nothing', async () => {
    const count = (await requestList()).length;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const refusals: [unknown, string | undefined][] = [
      [{ kind: 'access' }, adminMessages.privacy.contactRequired],
      [{ email: 'a@example.com' }, adminMessages.privacy.kindRequired],
      [{ email: 'a@example.com', kind: 'erase-everything' }, adminMessages.privacy.kindRequired],
      [
        { email: 'a@example.com', kind: 'access', received_on: tomorrow },
        adminMessages.privacy.receivedInFuture,
      ],
      [{ email: 'a@example.com', kind: 'access', received_on: '23/11/2026' }, adminMessages.privacy.badDate],
      [{ email: 'a@example.com', kind: 'access', status: 'done' }, undefined],
    ];
    for (const [body, message] of refusals) {
      const answer = await admin('POST', '/api/admin/privacy/requests', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      if (message) expect(messageOf(answer.body)).toBe(message);
    }
    expect(
      (await admin('PATCH', '/api/admin/privacy/requests/no-such-request', { status: 'done' })).status,
    ).toBe(404);
    const some = (await requestList())[0];
    if (some) {
      expect((await admin('PATCH', `/api/admin/privacy/requests/${some.id}`, {})).status).toBe(400);
      expect(
        (await admin('PATCH', `/api/admin/privacy/requests/${some.id}`, { status: 'lost' })).status,
      ).toBe(400);
    }
    expect((await requestList()).length).toBe(count);
  });
});
