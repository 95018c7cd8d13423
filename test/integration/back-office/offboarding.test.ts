import { randomUUID } from 'node:crypto';
import { adminMessages, leadHistorySchema, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { leads } from '../../../functions/src/data/repositories/leads';
import { countersSettled } from '../../support/counters';
import { everyRow } from '../../support/http';
import { waitForMessages } from '../jobs/mailbox';
import {
  type Agent,
  admin,
  call,
  canSignIn,
  deleteCreatedAgents,
  expectReassignedHistory,
  type Json,
  messageOf,
  newAgent,
  PASSWORD,
  settledLead,
  superAdmin,
} from './support';

afterAll(deleteCreatedAgents);

/** A lead of the agent, settled: e-mailed to the CRM, and old enough to be e-mailed again once reassigned. */
async function newLead(agent: Agent): Promise<string> {
  const id = randomUUID();
  await settledLead(id, agent.id, {
    name: `Offboarded ${id.slice(0, 6)}`,
    email: `client.${id.slice(0, 6)}@example.com`,
  });
  return id;
}

const myLeadIds = async (agent: Agent) =>
  (await everyRow<Json>('/api/me/leads', agent.token)).map((lead) => lead.id).sort();

/** An agent's row of the admin's list: its lead counts come from the counters (ADR 094), read once they settle. */
const agentRow = async (id: string) => {
  await countersSettled();
  return (await everyRow<Json>('/api/admin/agents', await superAdmin())).find((row) => row.id === id);
};

const reassignAll = (from: string, body: unknown) =>
  admin('POST', `/api/admin/agents/${from}/reassign-leads`, body);

describe('bulk reassignment of an agent’s open leads (issue 17, ADR 070)', () => {
  it('moves every open lead to the target, each with its entry and CRM e-mail; closed leads stay; a retry moves nothing', async () => {
    const leaving = await newAgent('Olivia Offboarded');
    const heir = await newAgent('Henry Heir');
    const crm = `heir.crm.${randomUUID().slice(0, 6)}@example.com`;
    expect((await admin('PATCH', `/api/admin/agents/${heir.id}`, { crm_email: crm })).status).toBe(200);
    const open = [await newLead(leaving), await newLead(leaving)].sort();
    const closed = await newLead(leaving);
    expect((await admin('PATCH', `/api/admin/leads/${closed}`, { status: 'closed' })).status).toBe(200);

    // The panel's counts: every lead the agent holds, and those still open.
    expect(await agentRow(leaving.id)).toMatchObject({ leads: 3, open_leads: 2 });
    expect(await agentRow(heir.id)).toMatchObject({ leads: 0, open_leads: 0 });

    const moved = await reassignAll(leaving.id, { agent_id: heir.id });
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({ moved: 2, target_name: 'Henry Heir' });

    expect(await myLeadIds(leaving)).toEqual([closed]);
    expect(await myLeadIds(heir)).toEqual(open);
    expect(await agentRow(leaving.id)).toMatchObject({ leads: 1, open_leads: 0 });
    expect(await agentRow(heir.id)).toMatchObject({ leads: 2, open_leads: 2 });

    // The reconciliation (every five minutes in the stack) e-mails each to the new agent's CRM.
    const reconcile = await import('../../../functions/src/jobs/reconcile-lead-exports');
    await reconcile.handler();
    const mails = await waitForMessages(
      inject('stack').urls.inbox,
      (mail) => mail.to.some((to) => to.address === crm),
      2,
    );
    expect(mails).toHaveLength(2);
    for (const id of open) {
      const { status, body } = await call('GET', `/api/me/leads/${id}/history`, heir.token);
      expect(status).toBe(200);
      expectReassignedHistory(
        leadHistorySchema.parse(body).events,
        { id: leaving.id, name: 'Olivia Offboarded' },
        { id: heir.id, name: 'Henry Heir' },
        crm,
      );
    }
    // The closed lead's history says nothing of a move.
    const closedHistory = leadHistorySchema.parse(
      (await admin('GET', `/api/admin/leads/${closed}/history`)).body,
    ).events;
    expect(closedHistory.some((event) => event.kind === 'reassigned')).toBe(false);

    // A retry (the same request sent again) finds nothing left to move.
    expect((await reassignAll(leaving.id, { agent_id: heir.id })).body).toEqual({
      moved: 0,
      target_name: 'Henry Heir',
    });
    expect(await myLeadIds(heir)).toEqual(open);
  });

  it('refuses a target that is not another active agent, an unknown source, and bad bodies, moving nothing', async () => {
    const source = await newAgent('Sam Source');
    const inactive = await newAgent('Ivan Inactive');
    expect((await admin('PATCH', `/api/admin/agents/${inactive.id}`, { is_active: false })).status).toBe(200);
    const lead = await newLead(source);

    for (const body of [
      { agent_id: source.id },
      { agent_id: inactive.id },
      { agent_id: 'no-such-agent' },
      { agent_id: '../etc' },
      {},
      { agent_id: inactive.id, include_closed: 'yes' },
      { agent_id: 'agent-sarah-chen', extra: true },
    ]) {
      const refused = await reassignAll(source.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
    }
    for (const body of [{ agent_id: source.id }, { agent_id: inactive.id }, { agent_id: 'no-such-agent' }]) {
      expect(messageOf((await reassignAll(source.id, body)).body)).toBe(staffMessages.leads.reassign.invalid);
    }
    const unknown = await reassignAll('no-such-agent', { agent_id: 'agent-sarah-chen' });
    expect(unknown.status).toBe(404);
    expect(messageOf(unknown.body)).toBe(adminMessages.agentNotFound);

    expect(await myLeadIds(source)).toEqual([lead]);
    expect(await leadActivity.history(lead)).toHaveLength(1);
  });
});

describe('offboarding: deactivate, reassign, delete (issue 17, ADR 070)', () => {
  it('refuses to delete an agent holding any lead, closed ones too, and deletes it once they are reassigned', async () => {
    const leaving = await newAgent('Dora Departing');
    const heir = await newAgent('Ella Heir');
    const lead = await newLead(leaving);
    expect((await admin('PATCH', `/api/admin/leads/${lead}`, { status: 'closed' })).status).toBe(200);

    // Offboarded: deactivated, its old token refused at once; its leads stay with it meanwhile.
    expect((await admin('PATCH', `/api/admin/agents/${leaving.id}`, { is_active: false })).status).toBe(200);
    const cutOff = await call('GET', '/api/me/leads', leaving.token);
    expect(cutOff.status).toBe(403);
    expect(messageOf(cutOff.body)).toBe(commonWords.accessDenied);

    const refused = await admin('DELETE', `/api/admin/agents/${leaving.id}`);
    expect(refused.status).toBe(409);
    expect(messageOf(refused.body)).toBe(adminMessages.offboarding.deleteHasLeads);
    // Nothing was deleted: the agent, its sign-in record and its lead are all still there.
    expect(await agentRow(leaving.id)).toMatchObject({ is_active: false, leads: 1, open_leads: 0 });
    expect((await leads.get(lead))?.agent_id).toBe(leaving.id);

    // Open leads only: the closed one stays, and deleting is still refused.
    expect((await reassignAll(leaving.id, { agent_id: heir.id })).body).toEqual({
      moved: 0,
      target_name: 'Ella Heir',
    });
    expect((await admin('DELETE', `/api/admin/agents/${leaving.id}`)).status).toBe(409);

    const all = await reassignAll(leaving.id, { agent_id: heir.id, include_closed: true });
    expect(all.body).toEqual({ moved: 1, target_name: 'Ella Heir' });
    expect(await myLeadIds(heir)).toEqual([lead]);
    expect((await leads.get(lead))?.status).toBe('closed');

    expect((await admin('DELETE', `/api/admin/agents/${leaving.id}`)).status).toBe(204);
    expect(await agentRow(leaving.id)).toBeUndefined();
    expect(await canSignIn(leaving.email, PASSWORD)).toBe(false);
  });

  it('deletes an agent without leads as before', async () => {
    const empty = await newAgent('Nobody’s Agent');
    expect(await agentRow(empty.id)).toMatchObject({ leads: 0, open_leads: 0 });
    expect((await admin('DELETE', `/api/admin/agents/${empty.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/api/admin/agents/${empty.id}`)).status).toBe(404);
  });
});
