import { randomInt, randomUUID } from 'node:crypto';
import {
  CONSENT_TEXTS,
  type Lead,
  type LeadEvent,
  leadHistorySchema,
  leadListPageSchema,
  leadSchema,
} from '@maplestone/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { readChatEnv } from '../../../functions/src/chat/config';
import { chatDependencies } from '../../../functions/src/chat/dependencies';
import { expectedCapture, saveChatLead, wantedChatLead } from '../../../functions/src/chat/leads';
import { keys } from '../../../functions/src/data/keys';
import { queryPartition, TransactionCancelled } from '../../../functions/src/data/query';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { leadContacts } from '../../../functions/src/data/repositories/lead-contacts';
import { leads } from '../../../functions/src/data/repositories/leads';
import { handler as exportLeadHandler } from '../../../functions/src/jobs/export-lead';
import { flagDuplicate } from '../../../functions/src/services/lead-export/duplicates';
import { api, everyRow } from '../../support/http';
import { waitForMessages } from '../jobs/mailbox';
import { applicationBody, contactBody, post, quoteBody } from '../public-api/support';
import {
  type Agent,
  call,
  deleteCreatedAgents,
  emailedToCrm,
  type Json,
  newAgent,
  superAdmin,
} from './support';

let me: Agent;
let other: Agent;
let admin: string;

beforeAll(async () => {
  [me, other, admin] = await Promise.all([
    newAgent('Consent Agent'),
    newAgent('Other Consent Agent'),
    superAdmin(),
  ]);
});
afterAll(deleteCreatedAgents);

const DAY = 24 * 60 * 60 * 1000;

/** A person nobody else in the run is: an e-mail and a phone number of their own. */
function person() {
  const tag = randomUUID().slice(0, 8);
  const digits = String(randomInt(1_000_000, 9_999_999));
  return {
    tag,
    email: `Pat.${tag}@Example.com`,
    phone: `416-${digits.slice(0, 3)}-${digits.slice(3)}`,
    /** The same number as people also write it. */
    phoneOtherFormat: `+1 (416) ${digits.slice(0, 3)} ${digits.slice(3)}`,
  };
}

/** Posts a lead and waits until the stream has flagged and e-mailed it (its crm_email entry). */
async function newLead(body: object): Promise<string> {
  const created = await post<{ id: string }>('/api/leads', body);
  expect(created.status).toBe(201);
  await emailedToCrm(created.body.id);
  return created.body.id;
}

const stored = async (id: string): Promise<Lead> => leadSchema.parse(await leads.get(id));

const withdraw = (path: string, token: string, body?: unknown) =>
  api<Json>('POST', `${path}/consent-withdrawal`, { token, body });

const kinds = (events: readonly { kind: string }[]) => events.map((event) => event.kind);

describe('the consent each lead records (CASL, ADR 073)', () => {
  it('a contact message: express consent with the exact wording shown and its version, when it was given', async () => {
    const created = await post<{ id: string }>('/api/leads', contactBody({ agent_id: me.id }));
    expect(created.status).toBe(201);
    const lead = await stored(created.body.id);
    expect(lead.consent).toEqual({
      kind: 'express',
      text_version: 'contact-2025-01',
      text: CONSENT_TEXTS['contact-2025-01'],
      given_at: lead.created_at,
    });
    // On the wire as stored: the agent's list shows it.
    const listed = await everyRow('/api/me/leads', me.token);
    const mine = leadListPageSchema.shape.items.parse(listed).find((item) => item.id === lead.id);
    expect(mine?.consent).toEqual(lead.consent);
  });

  it.each([
    ['quote', quoteBody()],
    ['renewal quote', quoteBody({ type: 'refinance' })],
    ['application', applicationBody()],
  ])('a %s: implied consent (an inquiry) until six months after it', async (_, body) => {
    const created = await post<{ id: string }>('/api/leads', body);
    expect(created.status).toBe(201);
    const lead = await stored(created.body.id);
    const given = new Date(lead.created_at);
    const horizon = new Date(given);
    horizon.setUTCMonth(horizon.getUTCMonth() + 6);
    expect(lead.consent).toEqual({
      kind: 'implied',
      basis: 'inquiry',
      given_at: lead.created_at,
      expires_at: horizon.toISOString(),
    });
  });

  it('a chat that left contact details: implied consent, like any inquiry', async () => {
    const { tag } = person();
    const wanted = wantedChatLead(`consent-chat-${tag}`, [
      { role: 'user', content: `I am Robin Chat, robin.${tag}@example.com` },
    ])!;
    const saved = await saveChatLead(chatDependencies(readChatEnv()).leads, {
      wanted,
      expected: expectedCapture(wanted, true),
    });
    expect(saved).toMatchObject({ kind: 'saved', isNew: true });
    const lead = await stored(wanted.id);
    expect(lead.source).toBe('AI Chatbot');
    expect(lead.consent).toMatchObject({ kind: 'implied', basis: 'inquiry', given_at: lead.created_at });
    expect(Date.parse(lead.consent!.kind === 'implied' ? lead.consent!.expires_at : '')).toBeGreaterThan(
      Date.parse(lead.created_at) + 180 * DAY,
    );
  });
});

describe('recording a withdrawal of consent', () => {
  it('the owning agent records it: on the lead and in its activity, written together; again changes nothing', async () => {
    const id = await newLead(contactBody({ agent_id: me.id }));
    const answer = await withdraw(`/api/me/leads/${id}`, me.token);
    expect(answer.status).toBe(200);
    const actor = { id: expect.any(String), name: 'Consent Agent', role: 'agent' };
    expect(answer.body.consent).toMatchObject({
      kind: 'express',
      text_version: 'contact-2025-01',
      withdrawn_at: expect.any(String),
      withdrawn_by: actor,
    });
    const lead = await stored(id);
    expect(lead.consent).toEqual(answer.body.consent);
    const history = leadHistorySchema.parse(
      (await api('GET', `/api/me/leads/${id}/history`, { token: me.token })).body,
    ).events;
    expect(history[0]).toEqual({ kind: 'consent_withdrawn', at: lead.consent!.withdrawn_at, actor });

    // A second click: the first withdrawal stays the record, no second entry.
    const again = await withdraw(`/api/me/leads/${id}`, me.token);
    expect(again.status).toBe(200);
    expect(again.body.consent.withdrawn_at).toBe(lead.consent!.withdrawn_at);
    expect(kinds(await leadActivity.history(id)).filter((kind) => kind === 'consent_withdrawn')).toHaveLength(
      1,
    );
  });

  it('another agent gets 404 and writes nothing; the super admin records it on any lead', async () => {
    const id = await newLead(applicationBody({ agent_id: me.id }));
    const refused = await withdraw(`/api/me/leads/${id}`, other.token);
    expect(refused.status).toBe(404);
    expect((await stored(id)).consent?.withdrawn_at).toBeUndefined();
    expect(kinds(await leadActivity.history(id))).toEqual(['crm_email']);

    const byAdmin = await withdraw(`/api/admin/leads/${id}`, admin);
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.consent).toMatchObject({
      kind: 'implied',
      withdrawn_by: { role: 'super_admin' },
    });
    const events: LeadEvent[] = await leadActivity.history(id);
    expect(kinds(events)).toEqual(['consent_withdrawn', 'crm_email']);
    expect(events[0]).toMatchObject({ actor: { role: 'super_admin' } });
  });

  it('refuses a body, and answers 404 for a lead that is not there, writing nothing', async () => {
    const id = await newLead(contactBody({ agent_id: me.id }));
    for (const body of [{ reason: 'asked' }, 'stop', []]) {
      expect((await withdraw(`/api/me/leads/${id}`, me.token, body)).status).toBe(400);
      expect((await withdraw(`/api/admin/leads/${id}`, admin, body)).status).toBe(400);
    }
    const missing = randomUUID();
    expect((await withdraw(`/api/me/leads/${missing}`, me.token)).status).toBe(404);
    expect((await withdraw(`/api/admin/leads/${missing}`, admin)).status).toBe(404);
    expect((await withdraw('/api/admin/leads/not%20an%20id', admin)).status).toBe(404);
    expect((await stored(id)).consent?.withdrawn_at).toBeUndefined();
    expect(kinds(await leadActivity.history(id))).toEqual(['crm_email']);
    expect(await queryPartition(keys.lead(missing).PK)).toEqual([]);
  });

  it('writes the withdrawal with its entry or not at all', async () => {
    const id = await newLead(quoteBody());
    const lead = (await leads.get(id))!;
    const actor = { id: 'test', name: 'Test', role: 'super_admin' as const };
    const stamp = { now: new Date().toISOString(), eventId: randomUUID() };
    expect(await leadActivity.addNote(id, 'First', actor, stamp)).toBe(true);
    // The entry would land on the note's key: its write fails, so the withdrawal does too.
    await expect(leads.withdrawConsent(lead, actor, stamp)).rejects.toBeInstanceOf(TransactionCancelled);
    expect((await stored(id)).consent?.withdrawn_at).toBeUndefined();
    expect(kinds(await leadActivity.history(id))).toEqual(['note', 'crm_email']);
  });
});

describe('duplicates flagged at intake (ADR 073)', () => {
  it('links a later lead with the same e-mail (another case) or phone (another format) to the most recent earlier one, on both, once', async () => {
    const who = person();
    const first = await newLead(
      contactBody({ agent_id: me.id, client_email: who.email, client_phone: who.phone }),
    );
    const second = await newLead(
      quoteBody({
        client_name: `Second ${who.tag}`,
        client_email: who.email.toLowerCase(),
        client_phone: '',
      }),
    );
    const third = await newLead(
      applicationBody({
        agent_id: me.id,
        client_email: `someone.else.${who.tag}@example.com`,
        client_phone: who.phoneOtherFormat,
      }),
    );
    const [a, b, c] = await Promise.all([stored(first), stored(second), stored(third)]);
    expect(a.duplicate_of ?? null).toBeNull();
    expect(b.duplicate_of).toEqual({ id: first, created_at: a.created_at, match: 'email' });
    // The second lead gave no phone: the most recent earlier lead with that number is the first.
    expect(c.duplicate_of).toEqual({ id: first, created_at: a.created_at, match: 'phone' });
    expect(a.later_duplicates).toEqual(
      expect.arrayContaining([
        { id: second, created_at: b.created_at, match: 'email' },
        { id: third, created_at: c.created_at, match: 'phone' },
      ]),
    );
    expect(a.later_duplicates).toHaveLength(2);

    // The CRM e-mail of the second lead says so.
    const [mail] = await waitForMessages(
      inject('stack').urls.inbox,
      (message) => message.subject.includes(`Second ${who.tag}`),
      1,
    );
    expect(mail!.text).toContain('Possible duplicate of a lead received on');

    // A redelivery, as the stream would send it, and the shared flagging run again on the lead as first
    // read: neither doubles a link.
    const redelivered = await exportLeadHandler({
      Records: [
        {
          eventName: 'INSERT',
          dynamodb: {
            SequenceNumber: '999000000000000000731',
            NewImage: { _et: { S: 'lead' }, id: { S: second } },
          },
        },
      ],
    });
    expect(redelivered.batchItemFailures).toEqual([]);
    await flagDuplicate({ ...b, duplicate_of: null }, leadContacts);
    const [a2, b2] = await Promise.all([stored(first), stored(second)]);
    expect(b2.duplicate_of).toEqual(b.duplicate_of);
    expect(a2.later_duplicates).toEqual(a.later_duplicates);

    // The agent sees both sides through the API, among its own leads only (issue 34, ADR 097): the second
    // lead is nobody's, so the first lead's link to it is the super admin's to see.
    const mine = leadListPageSchema.shape.items.parse(await everyRow('/api/me/leads', me.token));
    expect(mine.find((lead) => lead.id === third)?.duplicate_of?.id).toBe(first);
    expect(mine.find((lead) => lead.id === first)?.later_duplicates).toEqual([
      { id: third, created_at: c.created_at, match: 'phone' },
    ]);
    const forAdmin = await api<Lead>('GET', `/api/admin/leads/${first}`, { token: admin });
    expect(forAdmin.body.later_duplicates).toEqual(a.later_duplicates);
  });

  it('does not link a lead to one from 31 days before', async () => {
    const who = person();
    const old = randomUUID();
    await leads.create({
      id: old,
      agent_id: null,
      client_name: `Old ${who.tag}`,
      client_email: who.email,
      client_phone: who.phone,
      type: 'contact',
      source: 'contact_form',
      status: 'closed',
      message: 'An old message',
      notes: null,
      metadata: null,
      created_at: new Date(Date.now() - 31 * DAY).toISOString(),
      updated_at: null,
    });
    await emailedToCrm(old);
    const fresh = await newLead(quoteBody({ client_email: who.email, client_phone: who.phone }));
    expect((await stored(fresh)).duplicate_of ?? null).toBeNull();
    expect((await stored(old)).later_duplicates ?? null).toBeNull();
  });
});

describe('who may see a duplicate link (issue 34, ADR 097)', () => {
  /** A lead of the person sent to the agent's page (`agent` null: to nobody's), flagged and e-mailed. */
  const leadOf = (who: ReturnType<typeof person>, name: string, agent: string | null) =>
    newLead(
      applicationBody({
        agent_id: agent ?? '',
        client_name: `${name} ${who.tag}`,
        client_email: `${name.toLowerCase()}.${who.tag}@example.com`,
        client_phone: who.phone,
      }),
    );

  /**
   * Lead `id` as each read an agent has gives it: the list, the list searched by the person's phone, the
   * lead itself, the landing; and the status change and withdrawal of consent answered with it.
   */
  async function agentViews(who: Agent, id: string, phone: string, { writes = false } = {}) {
    const [list, search, detail, landing] = await Promise.all([
      everyRow<Json>('/api/me/leads', who.token),
      everyRow<Json>(`/api/me/leads?q=${encodeURIComponent(phone)}`, who.token),
      call('GET', `/api/me/leads/${id}`, who),
      call('GET', '/api/me/attention', who),
    ]);
    expect(detail.status).toBe(200);
    expect(landing.status).toBe(200);
    const waiting = [...landing.body.overdue.items, ...landing.body.new.items];
    const views: Record<string, Json> = {
      list: list.find((row) => row.id === id),
      search: search.find((row) => row.id === id),
      detail: detail.body,
      landing: waiting.find((row: Json) => row.id === id),
    };
    if (writes) {
      const changed = await call('PATCH', `/api/me/leads/${id}`, who, { status: 'contacted' });
      expect(changed.status).toBe(200);
      views.statusChange = changed.body;
      const withdrawn = await withdraw(`/api/me/leads/${id}`, who.token);
      expect(withdrawn.status).toBe(200);
      views.withdrawal = withdrawn.body;
    }
    for (const [view, lead] of Object.entries(views)) expect(lead, view).toMatchObject({ id });
    return views;
  }

  it("an agent sees no link to another agent's client, either way; the super admin sees both", async () => {
    const who = person();
    const earlier = await leadOf(who, 'Earlier', me.id);
    const later = await leadOf(who, 'Later', other.id);
    const [a, b] = await Promise.all([stored(earlier), stored(later)]);
    // Stored both ways, as before.
    expect(b.duplicate_of).toEqual({ id: earlier, created_at: a.created_at, match: 'phone' });
    expect(a.later_duplicates).toEqual([{ id: later, created_at: b.created_at, match: 'phone' }]);

    // The later lead's agent: every read and every answer of its lead, without a trace of the earlier one
    // (not even an empty link: the lead reads as one never flagged).
    for (const [view, lead] of Object.entries(await agentViews(other, later, who.phone, { writes: true }))) {
      expect(lead, view).not.toHaveProperty('duplicate_of');
      expect(lead, view).not.toHaveProperty('later_duplicates');
      expect(JSON.stringify(lead), view).not.toContain(earlier);
    }
    // The earlier lead's agent: nothing of the later one.
    for (const [view, lead] of Object.entries(await agentViews(me, earlier, who.phone))) {
      expect(lead, view).not.toHaveProperty('later_duplicates');
      expect(lead, view).not.toHaveProperty('duplicate_of');
      expect(JSON.stringify(lead), view).not.toContain(later);
    }

    // The super admin: both links, in the list (filtered by each agent), its search and each lead.
    const [mine, theirs, searched, first, second] = await Promise.all([
      everyRow<Json>(`/api/admin/leads?agent=${me.id}`, admin),
      everyRow<Json>(`/api/admin/leads?agent=${other.id}`, admin),
      everyRow<Json>(`/api/admin/leads?q=${encodeURIComponent(who.phone)}`, admin),
      api<Json>('GET', `/api/admin/leads/${earlier}`, { token: admin }),
      api<Json>('GET', `/api/admin/leads/${later}`, { token: admin }),
    ]);
    for (const rows of [[...mine, ...theirs], searched, [first.body, second.body]]) {
      expect(rows.find((row) => row.id === earlier)?.later_duplicates).toEqual(a.later_duplicates);
      expect(rows.find((row) => row.id === later)?.duplicate_of).toEqual(b.duplicate_of);
    }
  });

  it('an agent sees the link between two leads it holds, and follows a lead given to it since', async () => {
    const who = person();
    const first = await leadOf(who, 'First', other.id);
    const second = await leadOf(who, 'Second', other.id);
    const [a, b] = await Promise.all([stored(first), stored(second)]);
    for (const lead of Object.values(await agentViews(other, second, who.phone))) {
      expect(lead.duplicate_of).toEqual({ id: first, created_at: a.created_at, match: 'phone' });
    }
    for (const lead of Object.values(await agentViews(other, first, who.phone))) {
      expect(lead.later_duplicates).toEqual([{ id: second, created_at: b.created_at, match: 'phone' }]);
    }

    // A third lead of the person, for me: linked to the second (the most recent), which is not mine...
    const third = await leadOf(who, 'Third', me.id);
    expect((await stored(third)).duplicate_of?.id).toBe(second);
    expect((await call('GET', `/api/me/leads/${third}`, me)).body).not.toHaveProperty('duplicate_of');
    // ...until the super admin gives me the second: who holds a lead is read when it is shown.
    const moved = await api('POST', `/api/admin/leads/${second}/reassign`, {
      token: admin,
      body: { agent_id: me.id },
    });
    expect(moved.status).toBe(200);
    expect((await call('GET', `/api/me/leads/${third}`, me)).body.duplicate_of).toMatchObject({ id: second });
    // The second is no longer the other agent's: its link from the first is gone from their view.
    expect((await call('GET', `/api/me/leads/${first}`, other)).body).not.toHaveProperty('later_duplicates');
  });

  it("the CRM e-mail to an agent's own address names a duplicate only when that agent holds it", async () => {
    const agent = await newAgent('Duplicate CRM Agent');
    const address = `crm.${agent.id.slice(0, 8)}@example.com`;
    const edited = await api('PATCH', `/api/admin/agents/${agent.id}`, {
      token: admin,
      body: { crm_email: address },
    });
    expect(edited.status).toBe(200);
    const who = person();
    await leadOf(who, 'Mine', me.id);
    await leadOf(who, 'Theirs', agent.id);
    await leadOf(who, 'Again', agent.id);
    const { urls } = inject('stack');
    const [theirs] = await waitForMessages(urls.inbox, (m) => m.subject.includes(`Theirs ${who.tag}`), 1);
    const [again] = await waitForMessages(urls.inbox, (m) => m.subject.includes(`Again ${who.tag}`), 1);
    expect(theirs!.to.map((to) => to.address)).toEqual([address]);
    expect(theirs!.text).not.toContain('Possible duplicate');
    // The earlier lead is the agent's own: its CRM hears of it.
    expect(again!.to.map((to) => to.address)).toEqual([address]);
    expect(again!.text).toContain('Possible duplicate of a lead received on');
  });
});
