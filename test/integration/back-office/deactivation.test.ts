import { AdminDeleteUserCommand, AdminGetUserCommand } from '@aws-sdk/client-cognito-identity-provider';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { profiles } from '../../../functions/src/data/repositories/profiles';
import { routeKey, routes } from '../../../functions/src/routes';
import { cognitoClient } from '../../../infra/local/cognito';
import { api } from '../../support/http';
import {
  canSignIn,
  deleteCreatedAgents,
  type Json,
  messageOf,
  newAgent,
  PASSWORD,
  superAdmin,
  userWithoutAgent,
} from './support';

afterAll(() => deleteCreatedAgents());

/** Every route of the agent dashboard, with a request that the agent itself may make. */
const AGENT_ROUTES = routes.filter((route) => route.audience === 'agent-api');
const REQUESTS: Record<string, { body?: unknown; query?: string }> = {
  'PATCH /api/me/agent': { body: { bio: 'Written while deactivated' } },
  'POST /api/me/uploads': {
    body: { kind: 'headshot', filename: 'me.png', content_type: 'image/png', size: 10 },
  },
  'POST /api/me/documents': {
    body: { name: 'x.pdf', file_url: 'x', file_size: 1, mime_type: 'application/pdf' },
  },
  'POST /api/me/posts': { body: { title: 'Written while deactivated', content: 'Body', excerpt: 'E' } },
  'PATCH /api/me/posts/{id}': { body: { title: 'Renamed while deactivated' } },
  'POST /api/me/testimonials': { body: { client_name: 'Client', content: 'Good' } },
  'PATCH /api/me/leads/{id}': { body: { status: 'closed' } },
};

async function callEveryAgentRoute(token: string, postId: string): Promise<Record<string, number>> {
  const outcomes: Record<string, number> = {};
  for (const route of AGENT_ROUTES) {
    const key = routeKey(route);
    const request = REQUESTS[key] ?? {};
    const path = route.path.replace('{id}', postId);
    const { status, body } = await api(route.method, request.query ? `${path}?${request.query}` : path, {
      token,
      body: request.body,
    });
    outcomes[key] = status;
    if (status === 403) expect(messageOf(body), key).toBe(commonWords.accessDenied);
  }
  return outcomes;
}

async function cognitoEnabled(email: string): Promise<boolean | undefined> {
  const { env, urls } = inject('stack');
  const client = cognitoClient(urls.cognito);
  try {
    return (await client.send(new AdminGetUserCommand({ UserPoolId: env.USER_POOL_ID!, Username: email })))
      .Enabled;
  } finally {
    client.destroy();
  }
}

/** The claims of an ID token (already verified by whoever issued it to the test). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    email: string;
  };

const setActive = async (id: string, is_active: boolean) =>
  api<Json>('PATCH', `/api/admin/agents/${id}`, { token: await superAdmin(), body: { is_active } });

describe('deactivate mid-session (drill)', () => {
  it('cuts a signed-in agent off at once, on every route, and reactivation restores it', async () => {
    const agent = await newAgent('Dana Deactivated');
    // Signed in and working: a post of its own, its record, its leads.
    const post = await api<Json>('POST', '/api/me/posts', {
      token: agent.token,
      body: { title: 'Before deactivation', content: 'Body', excerpt: 'E' },
    });
    expect(post.status).toBe(201);
    expect((await api('GET', '/api/me/agent', { token: agent.token })).status).toBe(200);
    expect((await api('GET', '/api/me/leads', { token: agent.token })).status).toBe(200);

    const deactivated = await setActive(agent.id, false);
    expect(deactivated.status).toBe(200);
    expect(deactivated.body.is_active).toBe(false);
    expect(await cognitoEnabled(agent.email)).toBe(false);

    // The same ID token, issued before, is refused everywhere: reads and writes alike.
    const refused = await callEveryAgentRoute(agent.token, post.body.id);
    expect(refused).toEqual(Object.fromEntries(AGENT_ROUTES.map((route) => [routeKey(route), 403])));
    console.info(
      `deactivate mid-session: ${Object.keys(refused).length} agent routes, all 403 with the old token`,
    );
    // A new sign-in is refused.
    expect(await canSignIn(agent.email, PASSWORD)).toBe(false);

    const reactivated = await setActive(agent.id, true);
    expect(reactivated.status).toBe(200);
    expect(await cognitoEnabled(agent.email)).toBe(true);
    expect(await canSignIn(agent.email, PASSWORD)).toBe(true);
    const mine = await api<Json>('GET', '/api/me/agent', { token: agent.token });
    expect(mine.status).toBe(200);
    // Nothing was written while it was deactivated.
    expect(mine.body.bio).toBeNull();
    const posts = await api<Json>('GET', '/api/me/posts', { token: agent.token });
    expect(posts.body.items.map((p: Json) => p.title)).toEqual(['Before deactivation']);
  });

  it('also refuses an admin whose agent record is deactivated', async () => {
    const agent = await newAgent('Admin Linked');
    const profile = (await profiles.get(claimsOf(agent.token).sub))!;
    await profiles.put({ ...profile, role: 'admin' });
    expect((await api('GET', '/api/me/agent', { token: agent.token })).status).toBe(200);
    expect((await setActive(agent.id, false)).status).toBe(200);
    const { status, body } = await api('GET', '/api/me/agent', { token: agent.token });
    expect(status).toBe(403);
    expect(messageOf(body)).toBe(commonWords.accessDenied);
  });
});

describe('deactivating an agent whose sign-in is already gone', () => {
  it('still answers 200 and the old token stays refused', async () => {
    const agent = await newAgent('Gone Sign-in');
    const { env, urls } = inject('stack');
    const client = cognitoClient(urls.cognito);
    await client.send(new AdminDeleteUserCommand({ UserPoolId: env.USER_POOL_ID!, Username: agent.email }));
    client.destroy();
    expect((await setActive(agent.id, false)).status).toBe(200);
    expect((await api('GET', '/api/me/agent', { token: agent.token })).status).toBe(403);
    expect((await setActive(agent.id, true)).status).toBe(200);
  });
});

describe('the role that counts is the one stored now', () => {
  it('refuses a super admin demoted in its profile, though its token still says super_admin', async () => {
    const token = await userWithoutAgent('super_admin');
    const { sub, email } = claimsOf(token);
    await profiles.put({ id: sub, email, role: 'super_admin', full_name: 'Soon Demoted', agent_id: null });
    expect((await api('GET', '/api/admin/agents', { token })).status).toBe(200);

    await profiles.put({ id: sub, email, role: 'agent', full_name: 'Soon Demoted', agent_id: null });
    const { status, body } = await api('GET', '/api/admin/agents', { token });
    expect(status).toBe(403);
    expect(messageOf(body)).toBe(commonWords.accessDenied);
    expect((await api<Json>('GET', '/api/me', { token })).body.role).toBe('agent');
  });
});
