import { randomUUID } from 'node:crypto';
import {
  agentAnalyticsSchema,
  businessMinutesBetween,
  type LeadEvent,
  leadHistorySchema,
  platformAnalyticsSchema,
  staffMessages,
} from '@maplestone/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';
import { leads } from '../../../functions/src/data/repositories/leads';
import { queryPartition, TransactionCancelled } from '../../../functions/src/data/repositories/query';
import { waitUntil } from '../../../infra/local/processes';
import { api } from '../../support/http';
import { applicationBody, contactBody, post } from '../public-api/support';
import { deleteCreatedAgents, type Json, messageOf, newAgent, superAdmin } from './support';

type Agent = Awaited<ReturnType<typeof newAgent>>;
let me: Agent;
let admin: string;

beforeAll(async () => {
  me = await newAgent('Lead Desk Agent');
  admin = await superAdmin();
});
afterAll(deleteCreatedAgents);

const call = <T = Json>(method: string, path: string, token: string, body?: unknown) =>
  api<T>(method, path, { token, body });

/** A visitor's lead, once the stream has e-mailed it to the CRM (its first entry), so each test's history is settled. */
async function newLead(body: object = applicationBody({ agent_id: me.id })): Promise<string> {
  const created = await post<{ id: string }>('/api/leads', body);
  expect(created.status).toBe(201);
  const id = created.body.id;
  await waitUntil('lead e-mailed to the CRM', async () =>
    (await leads.history(id)).some((event) => event.kind === 'crm_email'),
  );
  return id;
}

async function historyOf(id: string, token = me.token): Promise<LeadEvent[]> {
  const { status, body } = await call('GET', `/api/me/leads/${id}/history`, token);
  expect(status).toBe(200);
  return leadHistorySchema.parse(body).events;
}

describe("a lead's activity (issue 17)", () => {
  it('starts with the lead itself, then records notes and status changes newest first, with who; first contact is set once', async () => {
    const id = await newLead();
    expect(await historyOf(id)).toEqual([
      { kind: 'crm_email', at: expect.any(String), to: expect.stringContaining('@') },
      { kind: 'created', at: expect.any(String), type: 'application', source: 'website' },
    ]);

    const note = await call('POST', `/api/me/leads/${id}/notes`, me.token, {
      text: '  Called, left a voicemail.  ',
    });
    expect(note.status).toBe(201);
    expect(note.body).toMatchObject({ kind: 'note', text: 'Called, left a voicemail.' });

    const contacted = await call('PATCH', `/api/me/leads/${id}`, me.token, { status: 'contacted' });
    expect(contacted.status).toBe(200);
    const firstContact = contacted.body.first_contacted_at as string;
    expect(Date.now() - Date.parse(firstContact)).toBeLessThan(60_000);
    const qualified = await call('PATCH', `/api/me/leads/${id}`, me.token, { status: 'qualified' });
    expect(qualified.body.first_contacted_at).toBe(firstContact);
    // Setting the status it already has records nothing.
    await call('PATCH', `/api/me/leads/${id}`, me.token, { status: 'qualified' });

    const agentActor = { id: expect.any(String), name: 'Lead Desk Agent', role: 'agent' };
    const events = await historyOf(id);
    expect(events.map((event) => event.kind)).toEqual(['status', 'status', 'note', 'crm_email', 'created']);
    expect(events[0]).toMatchObject({ from: 'contacted', to: 'qualified', actor: agentActor });
    expect(events[1]).toMatchObject({ from: 'new', to: 'contacted', actor: agentActor, at: firstContact });
    expect(events[2]).toMatchObject({ text: 'Called, left a voicemail.', actor: agentActor });
    const times = events.map((event) => event.at);
    expect([...times].sort().reverse()).toEqual(times);

    // The super admin sees the same activity and adds to it as itself.
    expect(
      (await call('POST', `/api/admin/leads/${id}/notes`, admin, { text: 'Checked by compliance' })).status,
    ).toBe(201);
    const adminView = await call('GET', `/api/admin/leads/${id}/history`, admin);
    const adminEvents = leadHistorySchema.parse(adminView.body).events;
    expect(adminEvents).toHaveLength(6);
    expect(adminEvents[0]).toMatchObject({ kind: 'note', actor: { role: 'super_admin' } });
    const listed = await call<Json[]>('GET', '/api/me/leads', me.token);
    expect(listed.body.find((lead) => lead.id === id)?.first_contacted_at).toBe(firstContact);
  });

  it('gives the median time to first contact per agent in both analytics, in business minutes', async () => {
    const id = await newLead();
    await call('PATCH', `/api/me/leads/${id}`, me.token, { status: 'contacted' });
    const lead = (await leads.get(id))!;
    const taken = businessMinutesBetween(lead.created_at, lead.first_contacted_at!);

    const own = agentAnalyticsSchema.parse((await call('GET', '/api/me/analytics', me.token)).body);
    expect(own.leads.first_contact.contacted).toBeGreaterThanOrEqual(1);
    expect(own.leads.first_contact.median_minutes).toEqual(expect.any(Number));

    const platform = platformAnalyticsSchema.parse(
      (await call('GET', '/api/admin/analytics?period=7', admin)).body,
    );
    const mine = platform.by_agent.find((row) => row.id === me.id)!;
    expect(mine).toMatchObject({
      name: 'Lead Desk Agent',
      first_contact: { contacted: own.leads.first_contact.contacted },
    });
    // The funnel: every contacted lead is a lead; a qualified one was contacted.
    expect(mine.leads).toBeGreaterThanOrEqual(mine.contacted);
    expect(mine.contacted).toBeGreaterThanOrEqual(mine.qualified);
    expect(mine.first_contact.median_minutes).toBeGreaterThanOrEqual(0);
    expect(own.leads.funnel.leads).toBe(own.leads.total);
    expect(own.leads.funnel.by_source.reduce((sum, row) => sum + row.leads, 0)).toBe(own.leads.total);
    expect(taken).toBeLessThanOrEqual(1);
  });

  it('refuses an empty or too long note, and notes or history on a lead that is not there, writing nothing', async () => {
    const id = await newLead(contactBody({ agent_id: me.id }));
    const empty = await call('POST', `/api/me/leads/${id}/notes`, me.token, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(messageOf(empty.body)).toBe(staffMessages.leads.activity.noteRequired);
    expect(
      (await call('POST', `/api/me/leads/${id}/notes`, me.token, { text: 'x'.repeat(2001) })).status,
    ).toBe(400);
    expect((await call('POST', `/api/me/leads/${id}/notes`, me.token, { text: 'ok', extra: 1 })).status).toBe(
      400,
    );
    const missing = randomUUID();
    expect((await call('POST', `/api/me/leads/${missing}/notes`, me.token, { text: 'Hello' })).status).toBe(
      404,
    );
    expect((await call('POST', `/api/admin/leads/${missing}/notes`, admin, { text: 'Hello' })).status).toBe(
      404,
    );
    expect((await call('GET', `/api/admin/leads/${missing}/history`, admin)).status).toBe(404);
    expect((await historyOf(id)).map((event) => event.kind)).toEqual(['crm_email', 'created']);
    expect(await queryPartition(keys.lead(missing).PK)).toEqual([]);
  });

  it('writes an entry with its change or not at all', async () => {
    const id = await newLead();
    const lead = (await leads.get(id))!;
    const actor = { id: 'test', name: 'Test', role: 'agent' as const };
    const stamp = { now: new Date().toISOString(), eventId: randomUUID() };
    expect(await leads.addNote(id, 'First', actor, stamp)).toBe(true);
    // The status change's entry would land on the note's key: the entry's write fails, so the change does too.
    await expect(leads.changeStatus(lead, 'contacted', actor, stamp)).rejects.toBeInstanceOf(
      TransactionCancelled,
    );
    const after = (await leads.get(id))!;
    expect(after.status).toBe('new');
    expect(after.first_contacted_at).toBeUndefined();
    expect((await leads.history(id)).map((event) => event.kind)).toEqual(['note', 'crm_email']);

    // And a change whose lead is gone writes no entry.
    await leads.remove(id);
    expect(await leads.addNote(id, 'Too late', actor)).toBe(false);
    expect(await leads.changeStatus(lead, 'contacted', actor)).toBeUndefined();
    expect(await leads.history(id)).toEqual([]);
  });

  it('deleting a lead deletes its activity with it', async () => {
    const id = await newLead();
    await call('POST', `/api/admin/leads/${id}/notes`, admin, { text: 'Private detail about the client' });
    await call('PATCH', `/api/admin/leads/${id}`, admin, { status: 'contacted' });
    expect(await leads.history(id)).toHaveLength(3);
    expect((await call('DELETE', `/api/admin/leads/${id}`, admin)).status).toBe(204);
    const left = await queryPartition<{ SK: string }>(keys.lead(id).PK, { prefix: keys.leadEventPrefix });
    expect(left).toEqual([]);
  });
});
