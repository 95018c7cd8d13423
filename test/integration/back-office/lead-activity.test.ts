import { randomUUID } from 'node:crypto';
import {
  agentAnalyticsSchema,
  businessMinutesBetween,
  type LeadEvent,
  leadHistorySchema,
  platformAnalyticsSchema,
  staffMessages,
} from '@maplestone/shared';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { keys } from '../../../functions/src/data/keys';
import { queryPartition, TransactionCancelled } from '../../../functions/src/data/query';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { leads } from '../../../functions/src/data/repositories/leads';
import { countersSettled } from '../../support/counters';
import { everyRow } from '../../support/http';
import { waitForMessages } from '../jobs/mailbox';
import { applicationBody, contactBody, post } from '../public-api/support';
import {
  type Agent,
  admin,
  alteredCursor,
  call,
  deleteCreatedAgents,
  emailedToCrm,
  expectCursorRefused,
  expectLimitsRefused,
  expectReassignedHistory,
  type Json,
  messageOf,
  newAgent,
  pagesOf,
  settledLead,
  superAdmin,
} from './support';

let me: Agent;

beforeAll(async () => {
  me = await newAgent('Lead Desk Agent');
});
afterAll(deleteCreatedAgents);

/** A visitor's lead, once the stream has e-mailed it to the CRM (its first entry), so each test's history is settled. */
async function newLead(body: object = applicationBody({ agent_id: me.id })): Promise<string> {
  const created = await post<{ id: string }>('/api/leads', body);
  expect(created.status).toBe(201);
  await emailedToCrm(created.body.id);
  return created.body.id;
}

async function historyOf(id: string, token = me.token): Promise<LeadEvent[]> {
  const { status, body } = await call('GET', `/api/me/leads/${id}/history`, token);
  expect(status).toBe(200);
  return leadHistorySchema.parse(body).events;
}

describe("a lead's activity (issue 17)", () => {
  it('names the page the form was sent from in its arrival', async () => {
    const id = await newLead(contactBody({ agent_id: me.id, page: '/agent/lead-desk' }));
    const created = (await historyOf(id)).at(-1);
    expect(created).toMatchObject({ kind: 'created', source: 'contact_form', page: '/agent/lead-desk' });
  });

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
      (await admin('POST', `/api/admin/leads/${id}/notes`, { text: 'Checked by compliance' })).status,
    ).toBe(201);
    const adminView = await admin('GET', `/api/admin/leads/${id}/history`);
    const adminEvents = leadHistorySchema.parse(adminView.body).events;
    expect(adminEvents).toHaveLength(6);
    expect(adminEvents[0]).toMatchObject({ kind: 'note', actor: { role: 'super_admin' } });
    const listed = await everyRow<Json>('/api/me/leads', me.token);
    expect(listed.find((lead) => lead.id === id)?.first_contacted_at).toBe(firstContact);
  });

  it('gives the median time to first contact per agent in both analytics, in business minutes', async () => {
    const id = await newLead();
    await call('PATCH', `/api/me/leads/${id}`, me.token, { status: 'contacted' });
    const lead = (await leads.get(id))!;
    const taken = businessMinutesBetween(lead.created_at, lead.first_contacted_at!);
    // Analytics read the counters the stream keeps (ADR 092): once it has counted the contact.
    await countersSettled();

    const own = agentAnalyticsSchema.parse((await call('GET', '/api/me/analytics', me.token)).body);
    expect(own.leads.first_contact.contacted).toBeGreaterThanOrEqual(1);
    expect(own.leads.first_contact.median_minutes).toEqual(expect.any(Number));

    const platform = platformAnalyticsSchema.parse(
      (await admin('GET', '/api/admin/analytics?period=7')).body,
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
    expect((await admin('POST', `/api/admin/leads/${missing}/notes`, { text: 'Hello' })).status).toBe(404);
    expect((await admin('GET', `/api/admin/leads/${missing}/history`)).status).toBe(404);
    expect((await historyOf(id)).map((event) => event.kind)).toEqual(['crm_email', 'created']);
    expect(await queryPartition(keys.lead(missing).PK)).toEqual([]);
  });

  it('writes an entry with its change or not at all', async () => {
    const id = await newLead();
    const lead = (await leads.get(id))!;
    const actor = { id: 'test', name: 'Test', role: 'agent' as const };
    const stamp = { now: new Date().toISOString(), eventId: randomUUID() };
    expect(await leadActivity.addNote(id, 'First', actor, stamp)).toBe(true);
    // The status change's entry would land on the note's key: the entry's write fails, so the change does too.
    await expect(leads.changeStatus(lead, 'contacted', actor, stamp)).rejects.toBeInstanceOf(
      TransactionCancelled,
    );
    const after = (await leads.get(id))!;
    expect(after.status).toBe('new');
    expect(after.first_contacted_at).toBeUndefined();
    expect((await leadActivity.history(id)).map((event) => event.kind)).toEqual(['note', 'crm_email']);

    // And a change whose lead is gone writes no entry.
    await leads.remove(id);
    expect(await leadActivity.addNote(id, 'Too late', actor)).toBe(false);
    expect(await leads.changeStatus(lead, 'contacted', actor)).toBeUndefined();
    expect(await leadActivity.history(id)).toEqual([]);
  });

  it('deleting a lead deletes its activity with it', async () => {
    const id = await newLead();
    await admin('POST', `/api/admin/leads/${id}/notes`, { text: 'Private detail about the client' });
    await admin('PATCH', `/api/admin/leads/${id}`, { status: 'contacted' });
    expect(await leadActivity.history(id)).toHaveLength(3);
    expect((await admin('DELETE', `/api/admin/leads/${id}`)).status).toBe(204);
    const left = await queryPartition<{ SK: string }>(keys.lead(id).PK, { prefix: keys.leadEventPrefix });
    expect(left).toEqual([]);
  });
});

describe("a lead's activity a page at a time (issue 33, ADR 094)", () => {
  it("pages the recorded entries newest first, the lead itself after the last; a cursor is its lead's and caller's", async () => {
    const id = await newLead();
    for (let i = 0; i < 4; i++) {
      expect((await call('POST', `/api/me/leads/${id}/notes`, me.token, { text: `Note ${i}` })).status).toBe(
        201,
      );
    }
    const whole = await historyOf(id);
    expect(whole.map((event) => event.kind)).toEqual([
      'note',
      'note',
      'note',
      'note',
      'crm_email',
      'created',
    ]);
    const paged = await pagesOf<LeadEvent>(`/api/me/leads/${id}/history`, me, 2, 'events');
    expect(paged.rows).toEqual(whole);
    expect(paged.cursors).toHaveLength(2);
    // The arrival only on the last page: a first page of two holds two recorded entries.
    const first = await call<Json>('GET', `/api/me/leads/${id}/history?limit=2`, me.token);
    expect(first.body.events.map((event: LeadEvent) => event.kind)).toEqual(['note', 'note']);
    expect(first.body.next_cursor).toBe(paged.cursors[0]);
    const admins = await pagesOf<LeadEvent>(
      `/api/admin/leads/${id}/history`,
      await superAdmin(),
      5,
      'events',
    );
    expect(admins.rows).toEqual(whole);

    // Another lead's, another agent's, the admin's or an altered cursor: 400, never another list's entries.
    const other = await newLead();
    await expectCursorRefused(`/api/me/leads/${other}/history`, me, paged.cursors[0]!);
    await expectCursorRefused(`/api/admin/leads/${id}/history`, await superAdmin(), paged.cursors[0]!);
    await expectCursorRefused(`/api/me/leads/${id}/history`, me, alteredCursor(paged.cursors[0]!));
    const stranger = await newAgent('History Stranger');
    const theirs = await newLead(applicationBody({ agent_id: stranger.id }));
    await expectCursorRefused(`/api/me/leads/${theirs}/history`, stranger, paged.cursors[0]!);
    // Another agent's lead is still not found, whatever the cursor.
    expect((await call('GET', `/api/me/leads/${id}/history`, stranger.token)).status).toBe(404);
    await expectLimitsRefused(`/api/me/leads/${id}/history`, me);
  });
});

describe('reassignment by the super admin (issue 17)', () => {
  it("moves a lead from agent A's list to B's, says so in its activity, and sends it to B's CRM", async () => {
    const target = await newAgent('Reassign Target');
    const crm = `target.crm.${randomUUID().slice(0, 6)}@example.com`;
    expect((await admin('PATCH', `/api/admin/agents/${target.id}`, { crm_email: crm })).status).toBe(200);
    // A lead from ten minutes ago, already e-mailed to A's CRM by the stream.
    const id = randomUUID();
    await settledLead(id, me.id, { name: `Moved ${id.slice(0, 6)}`, email: 'moved@example.com' });

    const bad = await admin('POST', `/api/admin/leads/${id}/reassign`, { agent_id: 'no-such-agent' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toBe(staffMessages.leads.reassign.invalid);
    expect((await admin('POST', `/api/admin/leads/${id}/reassign`, {})).status).toBe(400);

    const moved = await admin('POST', `/api/admin/leads/${id}/reassign`, { agent_id: target.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ id, agent_id: target.id, agent_name: 'Reassign Target' });
    expect((await everyRow<Json>('/api/me/leads', me.token)).map((lead) => lead.id)).not.toContain(id);
    expect((await everyRow<Json>('/api/me/leads', target.token)).map((lead) => lead.id)).toContain(id);
    // The same agent again changes nothing.
    expect((await admin('POST', `/api/admin/leads/${id}/reassign`, { agent_id: target.id })).status).toBe(
      200,
    );

    // The reconciliation (every five minutes in the stack) e-mails it to the new agent's CRM.
    const reconcile = await import('../../../functions/src/jobs/reconcile-lead-exports');
    await reconcile.handler();
    await waitForMessages(inject('stack').urls.inbox, (mail) => mail.to.some((to) => to.address === crm), 1);
    const events = leadHistorySchema.parse(
      (await admin('GET', `/api/admin/leads/${id}/history`)).body,
    ).events;
    expectReassignedHistory(
      events,
      { id: me.id, name: 'Lead Desk Agent' },
      { id: target.id, name: 'Reassign Target' },
      crm,
    );
    // B's own view of its new lead shows the same activity.
    expect((await call('GET', `/api/me/leads/${id}/history`, target.token)).status).toBe(200);
    expect((await call('GET', `/api/me/leads/${id}/history`, me.token)).status).toBe(404);
  });

  it('refuses an inactive agent', async () => {
    const id = await newLead();
    const inactive = await newAgent('Inactive Target');
    expect((await admin('PATCH', `/api/admin/agents/${inactive.id}`, { is_active: false })).status).toBe(200);
    const refused = await admin('POST', `/api/admin/leads/${id}/reassign`, { agent_id: inactive.id });
    expect(refused.status).toBe(400);
    expect(messageOf(refused.body)).toBe(staffMessages.leads.reassign.invalid);
    expect((await leads.get(id))!.agent_id).toBe(me.id);
  });
});
