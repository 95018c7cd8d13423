import { randomUUID } from 'node:crypto';
import { type LeadEvent, staffMessages } from '@maplestone/shared';
import { expect, inject } from 'vitest';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { leads } from '../../../functions/src/data/repositories/leads';
import { ensureUser } from '../../../infra/local/cognito';
import { waitUntil } from '../../../infra/local/processes';
import { api, initiateAuth, signIn } from '../../support/http';

export const PASSWORD = 'Back-office-test-1!';

export const superAdmin = () => signIn('superadmin@example.com');

/** Calls the API as the seeded super admin (signed in once, then from the token cache). */
export const admin = async <T = Json>(method: string, path: string, body?: unknown) =>
  api<T>(method, path, { token: await superAdmin(), body });

/** An agent made by newAgent: its id, e-mail and signed-in token. */
export type Agent = Awaited<ReturnType<typeof newAgent>>;

/** Calls the API signed in as `who`: an agent made by newAgent, or a token. */
export const call = <T = Json>(method: string, path: string, who: Agent | string, body?: unknown) =>
  api<T>(method, path, { token: typeof who === 'string' ? who : who.token, body });

/** A fresh agent made through create-agent, signed in: its own records, isolated from other tests. */
export async function newAgent(name = 'Test Agent'): Promise<{ id: string; email: string; token: string }> {
  const email = `agent-${randomUUID().slice(0, 8)}@example.com`;
  const created = await api<{ id: string }>('POST', '/api/admin/agents', {
    token: await superAdmin(),
    body: { fullName: name, email, password: PASSWORD },
  });
  expect(created.status).toBe(201);
  createdAgents.push(created.body.id);
  return { id: created.body.id, email, token: await signIn(email, PASSWORD) };
}

/** Agents this file made, deleted afterwards so other suites see only the seeded agents. */
const createdAgents: string[] = [];

export function trackAgent(id: string): void {
  createdAgents.push(id);
}

/**
 * Deletes every agent this file made (their sign-ins too). An agent with leads cannot be deleted (ADR 070):
 * its test leads are first left unassigned, straight in the table, as deleting an agent used to leave them,
 * so no seeded agent's list or CRM inbox and no counter sees them move.
 */
export async function deleteCreatedAgents(): Promise<void> {
  const token = await superAdmin();
  for (const id of createdAgents.splice(0)) {
    for (const lead of await leads.listByAgent(id)) await leads.unassign(lead.id);
    const { status } = await api('DELETE', `/api/admin/agents/${id}`, { token });
    expect([204, 404]).toContain(status);
  }
}

/** Waits until the stream has e-mailed the lead to the CRM (its `crm_email` entry): its history is settled. */
export async function emailedToCrm(id: string): Promise<void> {
  await waitUntil('lead e-mailed to the CRM', async () =>
    (await leadActivity.history(id)).some((event) => event.kind === 'crm_email'),
  );
}

/**
 * A contact lead of the agent from ten minutes ago (older than the reconciliation's grace period, so a
 * reassigned lead is e-mailed again at once), written straight in the table, once e-mailed to the CRM.
 */
export async function settledLead(
  id: string,
  agentId: string,
  client: { name: string; email: string },
): Promise<void> {
  await leads.create({
    id,
    agent_id: agentId,
    client_name: client.name,
    client_email: client.email,
    client_phone: null,
    type: 'contact',
    source: 'contact_form',
    status: 'new',
    message: 'Please call me',
    notes: null,
    metadata: null,
    created_at: new Date(Date.now() - 10 * 60_000).toISOString(),
    updated_at: null,
  });
  await emailedToCrm(id);
}

/**
 * The history of a lead the super admin moved (newest first): created, e-mailed to the first CRM, moved from
 * `from` to `to` by the super admin, then e-mailed to the new agent's CRM `crm`.
 */
export function expectReassignedHistory(
  events: LeadEvent[],
  from: { id: string; name: string },
  to: { id: string; name: string },
  crm: string,
): void {
  expect(events.map((event) => event.kind)).toEqual(['crm_email', 'reassigned', 'crm_email', 'created']);
  expect(events[0]).toMatchObject({ to: crm });
  expect(events[1]).toMatchObject({ from, to, actor: { role: 'super_admin' } });
}

/** A sign-in with no agent record behind it, in the given group. */
export async function userWithoutAgent(group: 'agent' | 'admin' | 'super_admin'): Promise<string> {
  const { env, urls } = inject('stack');
  const email = `${group}-${randomUUID().slice(0, 8)}@example.com`;
  await ensureUser(
    {
      endpoint: urls.cognito,
      userPoolId: env.USER_POOL_ID!,
      userPoolClientId: env.USER_POOL_CLIENT_ID!,
      issuer: env.COGNITO_ISSUER!,
    },
    { email, password: PASSWORD, group, fullName: `No Agent ${group}` },
  );
  return signIn(email, PASSWORD);
}

export interface ErrorBody {
  error: { code: string; message: string; issues?: { path: string; message: string }[] };
}

export const messageOf = (body: unknown) => (body as ErrorBody).error?.message;

/** Whether Cognito accepts this e-mail and password now (no cached token). */
export async function canSignIn(email: string, password: string): Promise<boolean> {
  const { answer } = await initiateAuth(email, password);
  return Boolean(answer.AuthenticationResult);
}

/**
 * A paged list read `limit` rows at a time (issue 33): every row in the order the pages gave them, and each
 * next page's cursor. Every page answers 200 with at most `limit` rows (in `field`: `items`, or a history's
 * `events`).
 */
export async function pagesOf<T = Json>(
  path: string,
  who: Agent | string,
  limit: number,
  field: 'items' | 'events' = 'items',
): Promise<{ rows: T[]; cursors: string[]; totals: (number | null)[] }> {
  const rows: T[] = [];
  const cursors: string[] = [];
  const totals: (number | null)[] = [];
  let cursor: string | null = null;
  do {
    const join = path.includes('?') ? '&' : '?';
    const page: { status: number; body: Json } = await call(
      'GET',
      `${path}${join}limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      who,
    );
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    expect(page.body[field].length).toBeLessThanOrEqual(field === 'events' ? limit + 1 : limit);
    rows.push(...page.body[field]);
    totals.push(page.body.total ?? null);
    cursor = page.body.next_cursor;
    if (cursor) cursors.push(cursor);
  } while (cursor);
  return { rows, cursors, totals };
}

/** A cursor with its position changed and its signature kept: what an altered link sends. */
export function alteredCursor(cursor: string): string {
  const [payload, mac] = cursor.split('.');
  const position = JSON.parse(Buffer.from(payload!, 'base64url').toString('utf8')) as { p: string };
  const changed = Buffer.from(JSON.stringify({ p: `${position.p}0` })).toString('base64url');
  return `${changed}.${mac}`;
}

/** The answer to `cursor` sent to `path`: a 400 with the catalogue's words (an altered or another list's cursor). */
export async function expectCursorRefused(path: string, who: Agent | string, cursor: string): Promise<void> {
  const join = path.includes('?') ? '&' : '?';
  const answer = await call('GET', `${path}${join}cursor=${encodeURIComponent(cursor)}`, who);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(messageOf(answer.body)).toBe(staffMessages.paging.badCursor);
}

/** The answers to a bad `limit` (none is a 500, each a 400 with the catalogue's words). */
export async function expectLimitsRefused(path: string, who: Agent | string): Promise<void> {
  const join = path.includes('?') ? '&' : '?';
  for (const limit of ['0', '101', 'ten', '-1', '2.5']) {
    const answer = await call('GET', `${path}${join}limit=${limit}`, who);
    expect(answer.status, `limit=${limit}`).toBe(400);
    expect(messageOf(answer.body)).toBe(staffMessages.paging.badLimit);
  }
  const garbled = await call('GET', `${path}${join}cursor=not-a-cursor`, who);
  expect(garbled.status).toBe(400);
  expect(messageOf(garbled.body)).toBe(staffMessages.paging.badCursor);
}

/** A JSON answer read loosely in assertions. */
// biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary JSON answers
export type Json = any;
