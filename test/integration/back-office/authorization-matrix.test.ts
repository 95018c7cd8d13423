import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type RouteDefinition, routeKey, routes } from '../../../functions/src/routes';
import { leadIdFor } from '../../../functions/src/services/leads';
import { ensureUser } from '../../../infra/local/cognito';
import { api, signIn } from '../../support/http';
import { applicationBody, post } from '../public-api/support';

/**
 * Every route of the table, called as each kind of caller. Public routes are probed with a default request;
 * every other route must have a sample here, so a new signed-in route cannot ship unchecked.
 * Samples aim at failing validation or missing ids where the caller is allowed, so the matrix changes no data.
 */
type Caller = 'anonymous' | 'customer' | 'agentA' | 'agentB' | 'admin' | 'superAdmin';
const CALLERS: Caller[] = ['anonymous', 'customer', 'agentA', 'agentB', 'admin', 'superAdmin'];

interface Sample {
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
}

/** Samples for non-public routes, by route key. */
const SAMPLES: Record<string, Sample> = {
  'GET /api/me': {},
  'GET /api/admin/agents': {},
  'GET /api/admin/agents/options': {},
  // A body is refused before the scrape runs (400), so the matrix changes no rates.
  'POST /api/admin/rates/scrape': { body: {} },
  'GET /api/admin/rate-alerts/summary': {},
  'GET /api/admin/french-summary': {},

  // Agent dashboard: reads, or writes refused by validation (400) or a missing id (404).
  'GET /api/me/agent': {},
  'PATCH /api/me/agent': { body: { profile_slug: '' } },
  'POST /api/me/uploads': { body: { kind: 'document', filename: 'x.exe', content_type: 'text/x', size: 1 } },
  'GET /api/me/documents': {},
  'POST /api/me/documents': { body: {} },
  'DELETE /api/me/documents/{id}': {},
  'GET /api/me/posts': {},
  'POST /api/me/posts': { body: { title: '' } },
  'GET /api/me/posts/{id}': {},
  'PATCH /api/me/posts/{id}': { body: { title: 'Nothing to change' } },
  'DELETE /api/me/posts/{id}': {},
  'GET /api/me/french-summary': {},
  'GET /api/me/testimonials': {},
  'POST /api/me/testimonials': { body: { client_name: '' } },
  'GET /api/me/leads': { query: 'type=application' },
  'GET /api/me/leads/{id}': {},
  'GET /api/me/attention': {},
  'PATCH /api/me/leads/{id}': { body: { status: 'contacted' } },
  'GET /api/me/leads/{id}/history': {},
  'POST /api/me/leads/{id}/notes': { body: { text: '' } },
  // The withdrawal takes no body: one is refused (400) before anything is read or written.
  'POST /api/me/leads/{id}/consent-withdrawal': { body: { reason: 'no body expected' } },
  'GET /api/me/analytics': {},

  // Super admin: the same, on the whole platform.
  'POST /api/admin/agents': { body: { fullName: '', email: 'not-an-email', password: 'x' } },
  'PATCH /api/admin/agents/{id}': { body: { is_active: true } },
  'DELETE /api/admin/agents/{id}': {},
  'POST /api/admin/agents/{id}/reassign-leads': { body: { agent_id: '' } },
  'GET /api/admin/testimonials': {},
  'POST /api/admin/testimonials': { body: { content: '' } },
  'PATCH /api/admin/testimonials/{id}': { body: { is_approved: true } },
  'DELETE /api/admin/testimonials/{id}': {},
  'GET /api/admin/posts': {},
  'POST /api/admin/posts': { body: { title: 'Missing the rest' } },
  'PATCH /api/admin/posts/{id}': { body: { is_published: true } },
  'DELETE /api/admin/posts/{id}': {},
  'GET /api/admin/leads': { query: 'status=new' },
  'GET /api/admin/leads/{id}': {},
  'GET /api/admin/attention': {},
  'PATCH /api/admin/leads/{id}': { body: { status: 'closed' } },
  'GET /api/admin/leads/{id}/history': {},
  'POST /api/admin/leads/{id}/notes': { body: { text: '' } },
  'POST /api/admin/leads/{id}/reassign': { body: { agent_id: '' } },
  'POST /api/admin/leads/{id}/consent-withdrawal': { body: { reason: 'no body expected' } },
  'DELETE /api/admin/leads/{id}': {},
  'GET /api/admin/analytics': { query: 'period=30' },
  'GET /api/admin/analytics/agents': { query: 'period=7&offset=10' },
  'GET /api/admin/audit': { query: 'entity=agents' },
  // Exports (ADR 093): a filter the schema refuses (400) starts no job; an export no one started is 404.
  'POST /api/admin/exports': { body: { source: 'fax' } },
  'GET /api/admin/exports/{id}': {},
  'GET /api/admin/rates': {},
  'POST /api/admin/rates': { body: { our_rate: 'low' } },
  'PATCH /api/admin/rates/{id}': { body: { is_active: false } },
  'DELETE /api/admin/rates/{id}': {},
  'GET /api/admin/products': {},
  'POST /api/admin/products': { body: { price: 1.005 } },
  'PATCH /api/admin/products/{id}': { body: { name: 'Renamed' } },
  'DELETE /api/admin/products/{id}': {},
  'GET /api/admin/services': {},
  'POST /api/admin/services': { body: { name: 'x', features: 'not json' } },
  'PATCH /api/admin/services/{id}': { body: { name: 'Renamed' } },
  'DELETE /api/admin/services/{id}': {},
  'GET /api/admin/lenders': {},
  'POST /api/admin/lenders': { body: { type: 'A Lender' } },
  'PATCH /api/admin/lenders/{id}': { body: { is_active: false } },
  'DELETE /api/admin/lenders/{id}': {},
  'POST /api/admin/uploads': {
    body: { kind: 'headshot', filename: 'x.png', content_type: 'image/png', size: 10 },
  },
  // Privacy requests (ADR 072): the list, or calls refused for want of an e-mail or phone (400) or an id (404).
  'GET /api/admin/privacy/requests': {},
  'POST /api/admin/privacy/requests': { body: { kind: 'access' } },
  'PATCH /api/admin/privacy/requests/{id}': { body: { status: 'done' } },
  'GET /api/admin/privacy/search': { query: 'email=not-an-email' },
  'GET /api/admin/privacy/export': { query: 'phone=' },
  'POST /api/admin/privacy/anonymise': { body: {} },

  // A lead's borrower file (issue 38, ADR 118): a lead that does not exist (404) or a body refused (400).
  'GET /api/files/{leadId}': {},
  'POST /api/files/{leadId}/applicants': { body: { role: 'spouse' } },
  'POST /api/files/{leadId}/applicants/{applicantId}/invitation': {},
  'PATCH /api/files/{leadId}/stage': { body: { stage: 'somewhere' } },
  'POST /api/files/{leadId}/documents': { body: { type: 'selfie' } },
  'PATCH /api/files/{leadId}/documents/{itemId}': { body: { status: 'maybe' } },
  'DELETE /api/files/{leadId}/documents/{itemId}': {},
  'GET /api/files/{leadId}/documents/{itemId}/files/{fileId}': {},
  'PUT /api/files/{leadId}/fintrac/{applicantId}': { body: { method: 'hunch' } },
  'GET /api/files/{leadId}/pdf': {},
  'GET /api/files/{leadId}/json': {},

  // The borrower's portal: no Cognito caller holds a portal session, so each is refused (401) before anything.
  'POST /api/portal/sign-out': {},
  'GET /api/portal/file': {},
  'PUT /api/portal/file/sections/{section}': { params: { section: 'personal' }, body: {} },
  'POST /api/portal/file/consents': { body: {} },
  'POST /api/portal/file/submit': {},
  'POST /api/portal/file/documents/{itemId}/uploads': { body: {} },
  'POST /api/portal/file/documents/{itemId}/uploads/{fileId}/complete': {},
};

/** Agent A's lead, made in beforeAll through the public form with this Idempotency-Key (so its id is known). */
const AGENT_A_LEAD_KEY = '5d0c1f0e-6a0b-4c1e-9a43-6b1c2d3e4f50';
const AGENT_A_LEAD_ID = leadIdFor(AGENT_A_LEAD_KEY);

/**
 * Resources owned by agent A that agent B must not reach: route key → a sample naming A's resource
 * and the status B gets; for B's own lists, A's ids must not appear in the answer.
 */
const OWNED_BY_AGENT_A: Record<string, Sample & { expect: number; mustNotContain?: string[] }> = {
  'GET /api/me/posts/{id}': { params: { id: 'post-renewal-2026' }, expect: 404 },
  'PATCH /api/me/posts/{id}': {
    params: { id: 'post-draft-stress-test' },
    body: { title: 'Mine now' },
    expect: 404,
  },
  'DELETE /api/me/posts/{id}': { params: { id: 'post-renewal-2026' }, expect: 404 },
  'PATCH /api/me/leads/{id}': { params: { id: AGENT_A_LEAD_ID }, body: { status: 'closed' }, expect: 404 },
  'GET /api/me/leads/{id}/history': { params: { id: AGENT_A_LEAD_ID }, expect: 404 },
  'GET /api/me/leads/{id}': { params: { id: AGENT_A_LEAD_ID }, expect: 404 },
  'POST /api/me/leads/{id}/notes': {
    params: { id: AGENT_A_LEAD_ID },
    body: { text: 'Mine now' },
    expect: 404,
  },
  'POST /api/me/leads/{id}/consent-withdrawal': { params: { id: AGENT_A_LEAD_ID }, expect: 404 },
  // A's upload prefix: a document or an image under agent-sarah-chen/ is refused as not B's upload.
  'POST /api/me/documents': {
    body: {
      name: 'x.pdf',
      file_url: 'agent-sarah-chen/1700000000000-licence.pdf',
      file_size: 9,
      mime_type: 'application/pdf',
    },
    expect: 400,
  },
  'PATCH /api/me/agent': { body: { headshot_url: 'agent-sarah-chen/1700000000000-photo.png' }, expect: 400 },
  // B cannot name an owner for an upload: the server picks B's own prefix.
  'POST /api/me/uploads': {
    body: {
      kind: 'headshot',
      filename: 'x.png',
      content_type: 'image/png',
      size: 10,
      agent_id: 'agent-sarah-chen',
    },
    expect: 400,
  },
  'GET /api/me/posts': { expect: 200, mustNotContain: ['post-renewal-2026', 'post-draft-stress-test'] },
  'GET /api/me/testimonials': { expect: 200, mustNotContain: ['testimonial-sarah-1', 'testimonial-sarah-3'] },
  // B's list never holds A's lead, even when B searches for it by its id (ADR 091).
  'GET /api/me/leads': { query: `q=${AGENT_A_LEAD_ID}`, expect: 200, mustNotContain: [AGENT_A_LEAD_ID] },
  'GET /api/me/documents': { expect: 200, mustNotContain: ['agent-sarah-chen'] },
  // A lead's borrower file opens through the lead desk's own check (ADR 118).
  'GET /api/files/{leadId}': { params: { leadId: AGENT_A_LEAD_ID }, expect: 404 },
  'PATCH /api/files/{leadId}/stage': {
    params: { leadId: AGENT_A_LEAD_ID },
    body: { stage: 'funded' },
    expect: 404,
  },
  'POST /api/files/{leadId}/applicants': {
    params: { leadId: AGENT_A_LEAD_ID },
    body: { name: 'Mine Now', email: 'mine@example.com', role: 'primary', language: 'en' },
    expect: 404,
  },
};

const USERS: Record<Exclude<Caller, 'anonymous'>, string> = {
  customer: 'customer@example.com',
  agentA: 'agent1@example.com',
  agentB: 'agent2@example.com',
  admin: 'admin@example.com',
  superAdmin: 'superadmin@example.com',
};

function allowed(route: RouteDefinition, caller: Caller): boolean {
  switch (route.auth) {
    case 'public':
      return true;
    case 'signed-in':
      return caller !== 'anonymous';
    case 'agent-or-admin':
      return caller === 'agentA' || caller === 'agentB' || caller === 'admin';
    case 'super_admin':
      return caller === 'superAdmin';
    case 'broker':
      return caller !== 'anonymous' && caller !== 'customer';
    // A portal session, which no Cognito caller holds (ADR 118).
    case 'borrower':
      return false;
  }
}

/** The refusal a caller not allowed gets: 401 without a sign-in (or without a portal session), else 403. */
const refusalOf = (route: RouteDefinition, caller: Caller) =>
  caller === 'anonymous' || route.auth === 'borrower' ? 401 : 403;

function pathOf(route: RouteDefinition, sample: Sample): string {
  const path = route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) =>
    encodeURIComponent(sample.params?.[name] ?? 'no-such-id'),
  );
  return sample.query ? `${path}?${sample.query}` : path;
}

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  const { env, urls, demoPassword } = inject('stack');
  // A signed-in user in no group: a customer.
  await ensureUser(
    {
      endpoint: urls.cognito,
      userPoolId: env.USER_POOL_ID!,
      userPoolClientId: env.USER_POOL_CLIENT_ID!,
      issuer: env.COGNITO_ISSUER!,
    },
    { email: USERS.customer, password: demoPassword, group: null, fullName: 'Casey Customer' },
  );
  const lead = await post('/api/leads', applicationBody({ agent_id: 'agent-sarah-chen' }), {
    'idempotency-key': AGENT_A_LEAD_KEY,
  });
  expect(lead.status).toBe(201);
  tokens.set('anonymous', undefined);
  for (const [caller, email] of Object.entries(USERS)) tokens.set(caller as Caller, await signIn(email));
});

describe('authorization matrix (generated from the route table)', () => {
  it('has a sample for every route that needs a sign-in', () => {
    const missing = routes
      .filter((route) => route.auth !== 'public' && !(routeKey(route) in SAMPLES))
      .map(routeKey);
    expect(missing).toEqual([]);
  });

  for (const route of routes.filter((r) => !r.streaming)) {
    it(`${routeKey(route)} (${route.auth})`, async () => {
      const sample = SAMPLES[routeKey(route)] ?? {
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      };
      const outcomes: Record<string, number> = {};
      for (const caller of CALLERS) {
        const { status } = await api(route.method, pathOf(route, sample), {
          token: tokens.get(caller),
          body: sample.body,
        });
        outcomes[caller] = status;
      }
      const expected = Object.fromEntries(
        CALLERS.map((caller) => {
          const status = outcomes[caller]!;
          if (allowed(route, caller))
            return [caller, status === 401 || status === 403 ? 'allowed, got refused' : 'allowed'];
          const refusal = refusalOf(route, caller);
          return [caller, status === refusal ? 'allowed' : `expected ${refusal}, got ${status}`];
        }),
      );
      // Each caller's outcome reads 'allowed' when the route treated it as the rule says.
      expect(expected).toEqual(Object.fromEntries(CALLERS.map((caller) => [caller, 'allowed'])));
      for (const status of Object.values(outcomes)) expect(status).toBeLessThan(500);
    });
  }

  for (const [key, sample] of Object.entries(OWNED_BY_AGENT_A)) {
    it(`agent B cannot reach agent A's resource through ${key}`, async () => {
      const route = routes.find((r) => routeKey(r) === key)!;
      const { status, body } = await api(route.method, pathOf(route, sample), {
        token: tokens.get('agentB'),
        body: sample.body,
      });
      expect(status).toBe(sample.expect);
      for (const id of sample.mustNotContain ?? []) expect(JSON.stringify(body)).not.toContain(id);
    });
  }
});
