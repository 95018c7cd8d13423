import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  adminMessages,
  auditChanges,
  auditPageSchema,
  leadDay,
  PERSONAL_DATA,
} from '@maplestone/shared';
import { afterAll, describe, expect, it } from 'vitest';
import { addDays, keys } from '../../../functions/src/data/keys';
import { queryPartition } from '../../../functions/src/data/query';
import { isAudited, type RouteDefinition, routeKey, routes } from '../../../functions/src/routes';
import { api } from '../../support/http';
import { contactBody, post } from '../public-api/support';
import {
  admin,
  call,
  deleteCreatedAgents,
  type Json,
  messageOf,
  newAgent,
  PASSWORD,
  trackAgent,
  userWithoutAgent,
} from './support';

/**
 * The audit log (issue 17, ADR 069), generated from the route table like the authorization matrix: every
 * audited route (each admin-api write, and each GET marked `audit`) has a sample here that succeeds, and
 * the log must then show its entry with the caller, the entity and the values before and after. A new
 * admin route without a sample fails the first test, naming it: add its sample to AUDIT_SAMPLES.
 */

const SUPER_ADMIN_EMAIL = 'superadmin@example.com';
/** Made by a sample, deleted after the file (agents through support's own list). */
const cleanups: (() => Promise<unknown>)[] = [];

/** Makes an entity through the admin API (itself an audited change) and deletes it after the file. */
async function made(collection: string, body: unknown): Promise<string> {
  const created = await admin('POST', `/api/admin/${collection}`, body);
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const id = created.body.id as string;
  cleanups.push(() => admin('DELETE', `/api/admin/${collection}/${id}`));
  return id;
}

/** A visitor's contact lead with personal details no other test uses. */
async function visitorLead(person = uniquePerson()) {
  const created = await post<{ id: string }>(
    '/api/leads',
    contactBody({ ...person, agent_id: 'agent-sarah-chen' }),
  );
  expect(created.status).toBe(201);
  cleanups.push(() => admin('DELETE', `/api/admin/leads/${created.body.id}`));
  return created.body.id;
}

function uniquePerson() {
  const tag = randomUUID().slice(0, 8);
  const digits = String(Math.floor(1000 + Math.random() * 8999));
  return {
    client_name: `Audit Person ${tag}`,
    client_email: `audit-person-${tag}@example.com`,
    client_phone: `(647) 555-${digits}`,
    message: `Private words ${tag}`,
  };
}

const rate = { rate_type: 'fixed', term: '5 year', province: 'ON', posted_rate: 6.5, our_rate: 4.5 };

interface AuditSample {
  /** Makes what the request changes; answers the path's parameters. */
  prepare?: () => Promise<Record<string, string>>;
  body?: unknown;
  query?: string;
  /** Whether the entry holds the entity before and after, and the fields that must show as changed. */
  before: boolean;
  after: boolean;
  changed?: string[];
}

/**
 * The samples of an admin collection's POST, PATCH /{id} and DELETE /{id}: the POST sends `created()`, the PATCH
 * and the DELETE act on an item made with it. The POST's entry must show `shown` as changed, the PATCH's each
 * field of `update`.
 */
function writeSamples(
  collection: string,
  created: () => Record<string, unknown>,
  shown: string,
  update: Record<string, unknown>,
): Record<string, AuditSample> {
  const prepare = async () => ({ id: await made(collection, created()) });
  return {
    [`POST /api/admin/${collection}`]: { body: created, before: false, after: true, changed: [shown] },
    [`PATCH /api/admin/${collection}/{id}`]: {
      prepare,
      body: update,
      before: true,
      after: true,
      changed: Object.keys(update),
    },
    [`DELETE /api/admin/${collection}/{id}`]: { prepare, before: true, after: false },
  };
}

/** A sample about a visitor's lead made for it, which its entry holds before and (unless `after: false`) after. */
const onVisitorLead = (sample: Partial<AuditSample>): AuditSample => ({
  prepare: async () => ({ id: await visitorLead() }),
  before: true,
  after: true,
  ...sample,
});

/** One request per audited route that succeeds. Other steps of issue 17 add theirs here. */
const AUDIT_SAMPLES: Record<string, AuditSample> = {
  'POST /api/admin/rates/scrape': {
    // The scrape adds the recorded sources' rates: they go after the file, so later files see the seeded ones.
    prepare: async () => {
      const ids = async () =>
        (await admin<{ id: string }[]>('GET', '/api/admin/rates')).body.map((r) => r.id);
      const before = new Set(await ids());
      cleanups.push(async () => {
        for (const id of await ids()) if (!before.has(id)) await admin('DELETE', `/api/admin/rates/${id}`);
      });
      return {};
    },
    before: false,
    after: false,
  },
  'POST /api/admin/agents': {
    body: () => ({
      fullName: 'Audit Created',
      email: `audit-${randomUUID().slice(0, 8)}@example.com`,
      password: PASSWORD,
    }),
    before: false,
    after: true,
    changed: ['name'],
  },
  'PATCH /api/admin/agents/{id}': {
    prepare: async () => ({ id: (await newAgent('Audit Before')).id }),
    body: { name: 'Audit After' },
    before: true,
    after: true,
    changed: ['name'],
  },
  'DELETE /api/admin/agents/{id}': {
    prepare: async () => ({ id: (await newAgent('Audit Deleted')).id }),
    before: true,
    after: false,
  },
  // The agent's record does not change (its leads do, each with its own history entry): before = after.
  'POST /api/admin/agents/{id}/reassign-leads': {
    prepare: async () => ({ id: (await newAgent('Audit Leaving')).id }),
    body: { agent_id: 'agent-marc-tremblay' },
    before: true,
    after: true,
  },
  ...writeSamples(
    'testimonials',
    () => ({ client_name: 'Audit Client', content: 'Audited words' }),
    'content',
    {
      content: 'After',
    },
  ),
  ...writeSamples(
    'posts',
    () => ({
      title: 'Audit post',
      slug: `audit-post-${randomUUID().slice(0, 8)}`,
      excerpt: 'E',
      content: 'C',
      agent_id: 'agent-marc-tremblay',
    }),
    'title',
    { title: 'Audit after' },
  ),
  // The leads export starts a job (ADR 093): filed under leads, about the list (no id). Its dates select no lead,
  // so the job writes no activity entry into other files' leads.
  'POST /api/admin/exports': {
    body: { type: 'contact', status: 'new', from: '2000-01-01', to: '2000-01-02' },
    before: false,
    after: false,
  },
  'PATCH /api/admin/leads/{id}': onVisitorLead({
    body: { status: 'contacted' },
    changed: ['status', 'first_contacted_at'],
  }),
  'POST /api/admin/leads/{id}/notes': onVisitorLead({
    body: { text: 'Called them back' },
    changed: ['updated_at'],
  }),
  'POST /api/admin/leads/{id}/reassign': onVisitorLead({
    body: { agent_id: 'agent-marc-tremblay' },
    changed: ['agent_id'],
  }),
  // The consent ledger (ADR 073): the withdrawal changes the lead's consent record.
  'POST /api/admin/leads/{id}/consent-withdrawal': onVisitorLead({ changed: ['consent', 'updated_at'] }),
  'DELETE /api/admin/leads/{id}': onVisitorLead({ after: false }),
  ...writeSamples('rates', () => rate, 'our_rate', { our_rate: 4.25 }),
  ...writeSamples('products', () => ({ name: 'Audit product', price: 10 }), 'name', { price: 12.5 }),
  ...writeSamples('services', () => ({ name: 'Audit service', features: '["Fast"]' }), 'name', {
    name: 'Audit service renamed',
  }),
  ...writeSamples('lenders', () => ({ name: 'Audit lender' }), 'name', { display_order: 7 }),
  'POST /api/admin/uploads': {
    body: {
      kind: 'headshot',
      filename: 'audit.png',
      content_type: 'image/png',
      size: 10,
      agent_id: 'agent-sarah-chen',
    },
    before: false,
    after: false,
  },
  // Privacy requests (ADR 072): the log keeps that they happened, never the person's e-mail or phone.
  'POST /api/admin/privacy/requests': {
    body: () => ({ email: `audit-privacy-${randomUUID().slice(0, 8)}@example.com`, kind: 'access' }),
    before: false,
    after: false,
  },
  'PATCH /api/admin/privacy/requests/{id}': {
    prepare: async () => {
      const created = await admin('POST', '/api/admin/privacy/requests', {
        email: `audit-privacy-${randomUUID().slice(0, 8)}@example.com`,
        kind: 'correction',
      });
      expect(created.status).toBe(201);
      return { id: created.body.id };
    },
    body: { status: 'done' },
    before: false,
    after: false,
  },
  'GET /api/admin/privacy/search': { query: 'email=audit-privacy@example.com', before: false, after: false },
  'GET /api/admin/privacy/export': { query: 'phone=416-555-0199', before: false, after: false },
  'POST /api/admin/privacy/anonymise': {
    body: () => ({ email: `audit-gone-${randomUUID().slice(0, 8)}@example.com` }),
    before: false,
    after: false,
  },
};

const audited = routes.filter(isAudited);

async function auditPage(query: string) {
  const { status, body } = await admin('GET', `/api/admin/audit?${query}`);
  expect(status, JSON.stringify(body)).toBe(200);
  return auditPageSchema.parse(body);
}

/** The newest entry of a route (about one entity when the route names one), by the default super admin. */
async function entryOf(route: RouteDefinition, entityId: string | null): Promise<AuditEntry> {
  const type =
    route.auditAs ??
    route.path
      .replace(/^\/api\/admin\//, '')
      .split('/')[0]!
      .replace(/\..*$/, '');
  const { entries } = await auditPage(`entity=${type}&actor=${encodeURIComponent(SUPER_ADMIN_EMAIL)}`);
  const entry = entries.find(
    (candidate) =>
      candidate.route === routeKey(route) && (entityId === null || candidate.entity.id === entityId),
  );
  expect(entry, `no audit entry for ${routeKey(route)} ${entityId ?? ''}`).toBeDefined();
  return entry!;
}

const deletable = (path: string) => routes.some((route) => route.method === 'DELETE' && route.path === path);
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await deleteCreatedAgents();
});

describe('the audit log records every audited admin route (generated from the route table)', () => {
  it('has a sample for every audited route', () => {
    const missing = audited.map(routeKey).filter((key) => !(key in AUDIT_SAMPLES));
    expect(missing, `add a sample to AUDIT_SAMPLES for: ${missing.join(', ')}`).toEqual([]);
  });

  for (const route of audited) {
    const key = routeKey(route);
    it(`${key}: an entry with the caller, the entity, before and after`, async () => {
      const sample = AUDIT_SAMPLES[key];
      if (!sample) throw new Error(`${key} is audited but has no sample in AUDIT_SAMPLES`);
      const params = (await sample.prepare?.()) ?? {};
      const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name]!));
      const body = typeof sample.body === 'function' ? (sample.body as () => unknown)() : sample.body;
      const answer = await admin(route.method, sample.query ? `${path}?${sample.query}` : path, body);
      expect(answer.status, JSON.stringify(answer.body)).toBeGreaterThanOrEqual(200);
      expect(answer.status).toBeLessThan(300);
      // A route filed under another entity (auditAs) is about its list: no id.
      const entityId = route.auditAs
        ? null
        : (params.id ?? (typeof answer.body?.id === 'string' ? answer.body.id : null));
      // What a sample created goes after the file, so later files see the seeded data only.
      if (key === 'POST /api/admin/agents') trackAgent(answer.body.id);
      else if (route.method === 'POST' && !params.id && entityId && deletable(`${route.path}/{id}`)) {
        cleanups.push(() => admin('DELETE', `${route.path}/${encodeURIComponent(entityId)}`));
      }

      const entry = await entryOf(route, entityId);
      expect(entry.actor).toMatchObject({ id: expect.any(String), email: SUPER_ADMIN_EMAIL });
      expect(entry).toMatchObject({ route: key, action: route.handler, status: answer.status });
      expect(entry.entity.id).toBe(entityId);
      expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
      if (sample.before) expect(entry.before?.id).toBe(entityId);
      else expect(entry.before).toBeNull();
      if (sample.after) expect(entry.after?.id).toBe(entityId);
      else expect(entry.after).toBeNull();
      const { changed } = auditChanges(entry.before, entry.after);
      for (const field of sample.changed ?? []) expect(changed).toContain(field);
    });
  }
});

describe('what the audit log keeps', () => {
  it("keeps no client's name, e-mail, phone or message in a lead's entry, only that they are there", async () => {
    const person = uniquePerson();
    const id = await visitorLead(person);
    expect((await admin('PATCH', `/api/admin/leads/${id}`, { status: 'qualified' })).status).toBe(200);
    const entry = await entryOf(routes.find((r) => routeKey(r) === 'PATCH /api/admin/leads/{id}')!, id);
    expect(entry.before).toMatchObject({
      status: 'new',
      client_email: PERSONAL_DATA,
      client_name: PERSONAL_DATA,
    });
    expect(entry.after).toMatchObject({ status: 'qualified', client_phone: PERSONAL_DATA });
    // Nothing of the person anywhere in this month's audit partition, as stored.
    const stored = JSON.stringify(await queryPartition(keys.auditMonth(entry.at.slice(0, 7))));
    for (const value of Object.values(person)) expect(stored).not.toContain(value);
    expect(stored).not.toContain(person.client_phone.replace(/\D/g, '').slice(-7));
  });

  it('records no entry for a refused change', async () => {
    expect((await admin('PATCH', '/api/admin/products/no-such-product', { price: 1 })).status).toBe(404);
    const { entries } = await auditPage('entity=products');
    expect(entries.some((entry) => entry.entity.id === 'no-such-product')).toBe(false);
  });

  it('no route changes or deletes an entry', () => {
    const auditRoutes = routes.filter((route) => route.path.startsWith('/api/admin/audit'));
    expect(auditRoutes.map(routeKey)).toEqual(['GET /api/admin/audit']);
  });
});

describe('GET /api/admin/audit', () => {
  it('filters by actor, entity and date range, and pages by 50 with a cursor', async () => {
    // A super admin of its own, so its entries are exactly the ones this test makes.
    const other = await userWithoutAgent('super_admin');
    const me = (await api<Json>('GET', '/api/me', { token: other })).body;
    const productId = await made('products', { name: 'Paged product', price: 1 });
    for (let price = 2; price <= 53; price++) {
      expect((await call('PATCH', `/api/admin/products/${productId}`, other, { price })).status).toBe(200);
    }
    const today = leadDay(new Date().toISOString());

    const first = await auditPage(`actor=${me.id}&entity=products`);
    expect(first.entries).toHaveLength(50);
    expect(first.cursor).toEqual(expect.any(String));
    const second = await auditPage(`actor=${me.id}&entity=products&cursor=${first.cursor}`);
    const all = [...first.entries, ...second.entries];
    expect(all).toHaveLength(52);
    expect(new Set(all.map((entry) => entry.id)).size).toBe(52);
    // Newest first: the last change (price 53) leads, the first (price 2) ends the list.
    expect(all[0]!.after?.price).toBe(53);
    expect(all.at(-1)!.after?.price).toBe(2);
    expect(all.map((entry) => entry.at)).toEqual(
      all
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    );
    if (second.cursor)
      expect((await auditPage(`actor=${me.id}&cursor=${second.cursor}&entity=products`)).entries).toEqual([]);

    expect((await auditPage(`actor=${encodeURIComponent(me.email)}&entity=agents`)).entries).toEqual([]);
    expect(
      (await auditPage(`actor=${encodeURIComponent(me.email)}&from=${today}&to=${today}`)).entries,
    ).toHaveLength(50);
    const yesterday = addDays(today, -1);
    expect((await auditPage(`actor=${me.id}&from=${yesterday}&to=${yesterday}`)).entries).toEqual([]);
    // The default super admin's entries are not this one's.
    expect(
      (await auditPage(`actor=${SUPER_ADMIN_EMAIL}&entity=products`)).entries.every(
        (e) => e.actor.id !== me.id,
      ),
    ).toBe(true);
  });

  it.each([
    ['from=2026-02-30', adminMessages.audit.badDate],
    ['from=yesterday', adminMessages.audit.badDate],
    ['from=2026-11-02&to=2026-11-01', adminMessages.audit.fromAfterTo],
    ['from=2025-01-01&to=2026-06-30', adminMessages.audit.rangeTooLong],
    ['cursor=not-a-cursor', adminMessages.audit.badCursor],
    [`cursor=${Buffer.from('{"month":"1999-01"}').toString('base64url')}`, adminMessages.audit.badCursor],
    ['entity=Agents%20OR%201', adminMessages.audit.badEntity],
  ])('answers 400 to %s with a clear message', async (query, message) => {
    const { status, body } = await admin('GET', `/api/admin/audit?${query}`);
    expect(status).toBe(400);
    expect(messageOf(body)).toBe(message);
  });
});
