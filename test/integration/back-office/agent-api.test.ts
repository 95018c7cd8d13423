import { adminMessages, agentAnalyticsSchema, dashboardMessages, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countersSettled } from '../../support/counters';
import { api, everyRow } from '../../support/http';
import { applicationBody, post, quoteBody } from '../public-api/support';
import {
  type Agent,
  alteredCursor,
  call,
  deleteCreatedAgents,
  expectCursorRefused,
  expectLimitsRefused,
  type Json,
  messageOf,
  newAgent,
  pagesOf,
  userWithoutAgent,
} from './support';

let me: Agent;
let other: Agent;

beforeAll(async () => {
  me = await newAgent('Jean-Luc Côté');
  other = await newAgent('Other Agent');
});
afterAll(deleteCreatedAgents);

describe('GET/PATCH /api/me/agent', () => {
  it("answers the caller's own record", async () => {
    const { status, body } = await call('GET', '/api/me/agent', me);
    expect(status).toBe(200);
    expect(body).toMatchObject({ id: me.id, name: 'Jean-Luc Côté', email: me.email, is_active: true });
  });

  it("answers 404 'Agent not found' to an agent or admin with no agent record", async () => {
    for (const group of ['agent', 'admin'] as const) {
      const { status, body } = await call('GET', '/api/me/agent', await userWithoutAgent(group));
      expect(status).toBe(404);
      expect(messageOf(body)).toBe(adminMessages.agentNotFound);
    }
  });

  it('saves profile fields and merges link groups field by field', async () => {
    await call('PATCH', '/api/me/agent', me, { social_links: { facebook: 'https://facebook.com/jl' } });
    const { status, body } = await call('PATCH', '/api/me/agent', me, {
      phone: '(416) 555-0199',
      bio: 'Bio',
      calendly_link: 'https://calendly.com/jl',
      social_links: { instagram: 'https://instagram.com/jl' },
      application_links: { apply: 'https://apply.example.com/jl' },
      seo_settings: { meta_title: 'T'.repeat(60), meta_description: 'D'.repeat(160) },
      contact_details: { address: '1 King St W, Toronto' },
    });
    expect(status).toBe(200);
    expect(body.social_links).toEqual({
      facebook: 'https://facebook.com/jl',
      instagram: 'https://instagram.com/jl',
    });
    expect(body).toMatchObject({ phone: '(416) 555-0199', calendly_link: 'https://calendly.com/jl' });
    expect(body.contact_details).toEqual({ address: '1 King St W, Toronto' });
  });

  it.each([
    [{ seo_settings: { meta_title: 'T'.repeat(61) } }, dashboardMessages.metaTitleTooLong],
    [{ seo_settings: { meta_description: 'D'.repeat(161) } }, dashboardMessages.metaDescriptionTooLong],
    [{ calendly_link: 'not a url' }, commonWords.invalidUrl],
    [{ profile_slug: '' }, dashboardMessages.slugEmpty],
    [{ profile_slug: '!!!' }, dashboardMessages.slugEmpty],
    [{ name: ' ' }, commonWords.required],
  ])('refuses %j with its message and writes nothing', async (change, message) => {
    const before = (await call('GET', '/api/me/agent', me)).body;
    const { status, body } = await call('PATCH', '/api/me/agent', me, change);
    expect(status).toBe(400);
    expect(messageOf(body)).toBe(message);
    expect((await call('GET', '/api/me/agent', me)).body).toEqual(before);
  });

  it('refuses fields an agent may not change (is_active, email, crm_email)', async () => {
    for (const change of [{ is_active: false }, { email: 'x@example.com' }, { crm_email: 'x@example.com' }]) {
      expect((await call('PATCH', '/api/me/agent', me, change)).status).toBe(400);
    }
  });

  it('normalises the slug, refuses a taken one with 409, and frees the old slug when it changes', async () => {
    const first = await call('PATCH', '/api/me/agent', me, { profile_slug: 'Jean-Luc Côté!' });
    expect(first.status).toBe(200);
    expect(first.body.profile_slug).toBe('jeanluccote');
    expect((await api('GET', '/api/agents/jeanluccote')).status).toBe(200);

    const taken = await call('PATCH', '/api/me/agent', other, {
      profile_slug: 'jeanluccote',
      bio: 'unsaved',
    });
    expect(taken.status).toBe(409);
    expect(messageOf(taken.body)).toBe(dashboardMessages.slugTaken);
    expect((await call('GET', '/api/me/agent', other)).body.bio).toBeNull();

    expect((await call('PATCH', '/api/me/agent', me, { profile_slug: 'jlcote' })).status).toBe(200);
    expect((await call('PATCH', '/api/me/agent', other, { profile_slug: 'jeanluccote' })).status).toBe(200);
    const page = await api<{ id: string }>('GET', '/api/agents/jlcote');
    expect(page.body.id).toBe(me.id);
  });

  it("accepts its own uploads and outside URLs as images, refuses another agent's uploads", async () => {
    // A file really uploaded, and really an image (ADR 098): a PNG's first bytes.
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(92),
    ]);
    const upload = await call('POST', '/api/me/uploads', me, {
      kind: 'headshot',
      filename: 'me.png',
      content_type: 'image/png',
      size: png.length,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(upload.body.fields as Record<string, string>)) {
      form.append(name, value);
    }
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    expect((await fetch(upload.body.url, { method: 'POST', body: form })).ok).toBe(true);
    // The upload's key is what the dashboard stores (readers resolve it to the bucket's public URL).
    const own = await call('PATCH', '/api/me/agent', me, {
      headshot_url: upload.body.key,
      agent_logo_url: 'https://cdn.example.com/logo.png',
    });
    expect(own.status).toBe(200);
    expect(own.body.headshot_url).toBe(upload.body.publicUrl);
    const stolen = await call('PATCH', '/api/me/agent', other, { badge_1_url: upload.body.key });
    expect(stolen.status).toBe(400);
    expect(stolen.body.error.issues[0].path).toBe('badge_1_url');
  });
});

describe('POST /api/me/uploads', () => {
  it("presigns under the caller's own prefix, pinning type and size, with a public URL for images", async () => {
    const { status, body } = await call('POST', '/api/me/uploads', me, {
      kind: 'badge1',
      filename: 'Badge Ünique.webp',
      content_type: 'image/webp',
      size: 2048,
    });
    expect(status).toBe(201);
    expect(body.key).toMatch(new RegExp(`^${me.id}/\\d+-Badge-Unique\\.webp$`));
    const policy = JSON.parse(Buffer.from(body.fields.Policy, 'base64').toString('utf8'));
    expect(policy.conditions).toEqual(
      expect.arrayContaining([
        ['content-length-range', 2048, 2048],
        ['eq', '$Content-Type', 'image/webp'],
      ]),
    );
    expect(body.publicUrl).toContain(`/agent-media/${me.id}/`);
  });

  it.each([
    [
      { kind: 'headshot', filename: 'x.pdf', content_type: 'application/pdf', size: 10 },
      dashboardMessages.fileTypeNotAllowed('x.pdf', 'JPG, PNG, WebP, GIF or AVIF'),
    ],
    [
      { kind: 'logo', filename: 'x.png', content_type: 'image/png', size: 5 * 1024 * 1024 + 1 },
      dashboardMessages.fileTooLarge('5.1 MB', '5 MB'),
    ],
    [
      { kind: 'document', filename: 'x.pdf', content_type: 'application/pdf', size: 20 * 1024 * 1024 + 1 },
      dashboardMessages.fileTooLarge('20.1 MB', '20 MB'),
    ],
    [
      { kind: 'product-image', filename: 'x.png', content_type: 'image/png', size: 10 },
      'This kind of upload is not available here',
    ],
  ])('refuses %j with no URL', async (request, message) => {
    const { status, body } = await call('POST', '/api/me/uploads', me, request);
    expect(status).toBe(400);
    expect(messageOf(body)).toBe(message);
    expect(body.url).toBeUndefined();
  });
});

describe('GET/POST /api/me/documents', () => {
  async function upload(agent: Agent, filename: string, contentType: string, content: string | Buffer) {
    const bytes = typeof content === 'string' ? Buffer.from(content) : content;
    const presigned = await call('POST', '/api/me/uploads', agent, {
      kind: 'document',
      filename,
      content_type: contentType,
      size: bytes.length,
    });
    const form = new FormData();
    for (const [name, value] of Object.entries(presigned.body.fields as Record<string, string>))
      form.append(name, value);
    form.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
    expect((await fetch(presigned.body.url, { method: 'POST', body: form })).ok).toBe(true);
    return presigned.body.key as string;
  }

  it('records an uploaded pdf as a certificate and lists it newest first with a private, working link', async () => {
    const pdf = await upload(me, 'licence.pdf', 'application/pdf', '%PDF-1.7 licence');
    // A document may be an image too, if it really is one (ADR 098): a PNG's first bytes.
    const image = await upload(
      me,
      'card.png',
      'image/png',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00]),
    );
    const first = await call('POST', '/api/me/documents', me, {
      name: 'Licence',
      file_url: pdf,
      file_size: 999,
      mime_type: 'application/pdf',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      name: 'Licence',
      type: 'certificate',
      file_size: 16,
      agent_id: me.id,
    });
    const second = await call('POST', '/api/me/documents', me, {
      name: 'Card',
      file_url: image,
      file_size: 9,
      mime_type: 'image/png',
    });
    expect(second.body.type).toBe('other');

    const list = await call<Json>('GET', '/api/me/documents', me);
    expect(list.body.items.map((d: Json) => d.name)).toEqual(['Card', 'Licence']);
    const link = list.body.items[1].file_url as string;
    expect(link).toContain('X-Amz-Signature');
    expect(list.body.items[1].link_expires_at).toBeTruthy();
    expect(await (await fetch(link)).text()).toBe('%PDF-1.7 licence');
    // The other agent sees none of them.
    expect(JSON.stringify((await call('GET', '/api/me/documents', other)).body)).not.toContain(me.id);
  });

  it("refuses a file outside the caller's own prefix, and one that was never uploaded", async () => {
    const theirs = await upload(other, 'theirs.pdf', 'application/pdf', '%PDF theirs');
    const body = { name: 'Not mine', file_url: theirs, file_size: 11, mime_type: 'application/pdf' };
    const refused = await call('POST', '/api/me/documents', me, body);
    expect(refused.status).toBe(400);
    expect(messageOf(refused.body)).toBe('This file is not one of your uploads');
    const outside = await call('POST', '/api/me/documents', me, {
      ...body,
      file_url: 'https://evil.example/x.pdf',
    });
    expect(outside.status).toBe(400);
    const missing = await call('POST', '/api/me/documents', me, {
      ...body,
      file_url: `${me.id}/1-nothing.pdf`,
    });
    expect(missing.status).toBe(400);
    expect(messageOf(missing.body)).toBe(dashboardMessages.documentSaveFailed);
    expect((await everyRow<Json>('/api/me/documents', me.token)).map((d) => d.name)).not.toContain(
      'Not mine',
    );
  });
});

describe('/api/me/posts', () => {
  it('creates drafts pending approval, with a unique slug from the title and the excerpt fallback', async () => {
    const content = `${'Word '.repeat(40)}end`;
    const first = await call('POST', '/api/me/posts', me, { title: 'Renewal Tips: 2027!', content });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      slug: 'renewal-tips-2027',
      is_published: false,
      published_at: null,
      agent_id: me.id,
      status_label: staffMessages.blog.draftPending,
      excerpt: content.slice(0, 150).trimEnd(),
    });
    const second = await call('POST', '/api/me/posts', other, { title: 'Renewal tips 2027', content: 'c' });
    expect(second.body.slug).toBe('renewal-tips-2027-2');
    // Drafts are not public.
    expect((await api('GET', '/api/posts/renewal-tips-2027')).status).toBe(404);
  });

  it.each([[{ title: 'No content' }], [{ content: 'No title' }], [{ title: ' ', content: 'x' }]])(
    'refuses %j (title and content required)',
    async (request) => {
      const { status, body } = await call('POST', '/api/me/posts', me, request);
      expect(status).toBe(400);
      expect(messageOf(body)).toBe(commonWords.required);
    },
  );

  it('refuses to let an agent publish its own post', async () => {
    const created = await call('POST', '/api/me/posts', me, {
      title: 'Self publish',
      content: 'x',
      is_published: true,
    });
    expect(created.status).toBe(400);
  });

  it("reads, edits and deletes only the caller's own posts", async () => {
    const created = await call('POST', '/api/me/posts', me, { title: 'Mine', content: 'Mine.' });
    const id = created.body.id;
    expect((await everyRow<Json>('/api/me/posts', me.token)).map((p) => p.id)).toContain(id);
    expect((await everyRow<Json>('/api/me/posts', other.token)).map((p) => p.id)).not.toContain(id);

    for (const [method, body] of [['GET'], ['PATCH', { title: 'Theirs now' }], ['DELETE']] as const) {
      const refused = await call(method, `/api/me/posts/${id}`, other, body);
      expect(refused.status).toBe(404);
      expect(messageOf(refused.body)).toBe(contentBlogWords.notFound);
    }
    const edited = await call('PATCH', `/api/me/posts/${id}`, me, {
      title: 'Mine, edited',
      excerpt: 'Short',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ title: 'Mine, edited', excerpt: 'Short', slug: 'mine' });
    expect((await call('GET', `/api/me/posts/${id}`, me)).body.title).toBe('Mine, edited');
    expect((await call('DELETE', `/api/me/posts/${id}`, me)).status).toBe(204);
    expect((await call('GET', `/api/me/posts/${id}`, me)).status).toBe(404);
  });
});

describe('/api/me/testimonials', () => {
  it('creates unapproved testimonials with rating 5 by default, listed newest first', async () => {
    const first = await call('POST', '/api/me/testimonials', me, {
      client_name: 'Ana',
      content: 'Great help',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      rating: 5,
      is_approved: false,
      agent_id: me.id,
      admin_id: null,
      status_label: staffMessages.testimonials.pending,
    });
    await call('POST', '/api/me/testimonials', me, { client_name: 'Ben', content: 'Quick', rating: 3 });
    const list = await everyRow<Json>('/api/me/testimonials', me.token);
    expect(list.map((t) => [t.client_name, t.rating])).toEqual([
      ['Ben', 3],
      ['Ana', 5],
    ]);
    expect(await everyRow('/api/me/testimonials', other.token)).toEqual([]);
    // Not public until approved.
    const page = await api<{ testimonials: unknown[] }>('GET', `/api/agents/${me.id}`);
    expect(page.body.testimonials).toEqual([]);
  });

  it.each([
    [{ client_name: 'A', content: 'B', rating: 6 }, staffMessages.testimonials.ratingRange],
    [{ client_name: 'A', content: 'B', rating: 0 }, staffMessages.testimonials.ratingRange],
    [{ client_name: 'A', content: 'B', rating: 4.5 }, staffMessages.testimonials.ratingRange],
    [{ content: 'B' }, commonWords.required],
    [{ client_name: 'A' }, commonWords.required],
    [{ client_name: 'A', content: 'B', is_approved: true }, undefined],
  ])('refuses %j', async (request, message) => {
    const before = (await everyRow('/api/me/testimonials', other.token)).length;
    const { status, body } = await call('POST', '/api/me/testimonials', other, request);
    expect(status).toBe(400);
    if (message) expect(messageOf(body)).toBe(message);
    expect(await everyRow('/api/me/testimonials', other.token)).toHaveLength(before);
  });
});

describe("an agent's lists a page at a time (issue 33, ADR 094)", () => {
  it.each([
    ['/api/me/posts', (i: number) => ({ title: `Paged post ${i}`, content: 'Words.' })],
    ['/api/me/testimonials', (i: number) => ({ client_name: `Client ${i}`, content: 'Ok' })],
  ])("pages %s newest first; a cursor is the caller's own, never another agent's", async (path, write) => {
    const owner = await newAgent('Pager');
    const stranger = await newAgent('Stranger');
    const made: string[] = [];
    for (let i = 0; i < 5; i++) {
      made.push((await call<Json>('POST', path, owner, write(i))).body.id);
    }
    const { rows, cursors } = await pagesOf<Json>(path, owner, 2);
    expect(rows.map((row) => row.id)).toEqual([...made].reverse());
    expect(cursors).toHaveLength(2);
    // The stranger cannot page into the owner's list with the owner's cursor, nor the owner with an altered one.
    await expectCursorRefused(path, stranger, cursors[0]!);
    await expectCursorRefused(path, owner, alteredCursor(cursors[0]!));
    await expectLimitsRefused(path, owner);
    expect((await call<Json>('GET', path, stranger)).body).toEqual({
      items: [],
      next_cursor: null,
      total: null,
    });
  });
});

describe('/api/me/leads', () => {
  it("lists the caller's leads newest first, by type, and sets their status", async () => {
    const application = await post<{ id: string }>('/api/leads', applicationBody({ agent_id: me.id }));
    const quote = await post<{ id: string }>('/api/leads', quoteBody({ agent_id: me.id }));
    const list = await call<Json>('GET', '/api/me/leads', me);
    expect(list.body.items.map((l: Json) => l.id)).toEqual([quote.body.id, application.body.id]);
    expect(list.body.next_cursor).toBeNull();
    const applications = await call<Json>('GET', '/api/me/leads?type=application', me);
    expect(applications.body.items.map((l: Json) => l.id)).toEqual([application.body.id]);
    expect((await call('GET', '/api/me/leads?type=bogus', me)).status).toBe(400);
    // One lead whole (its transcript too), the agent's own only.
    expect((await call('GET', `/api/me/leads/${quote.body.id}`, me)).body).toMatchObject({
      id: quote.body.id,
    });
    expect((await call('GET', `/api/me/leads/${quote.body.id}`, other)).status).toBe(404);

    const updated = await call('PATCH', `/api/me/leads/${application.body.id}`, me, { status: 'qualified' });
    expect(updated.status).toBe(200);
    expect(updated.body.status).toBe('qualified');
    const bad = await call('PATCH', `/api/me/leads/${application.body.id}`, me, { status: 'won' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toBe(staffMessages.leads.statusFailed);

    const theirs = await call('PATCH', `/api/me/leads/${quote.body.id}`, other, { status: 'closed' });
    expect(theirs.status).toBe(404);
    expect((await call<Json>('GET', '/api/me/leads', other)).body.items).toEqual([]);
    expect(
      (await call<Json>('GET', '/api/me/leads', me)).body.items.find((l: Json) => l.id === quote.body.id)
        .status,
    ).toBe('new');
  });
});

describe('GET /api/me/analytics', () => {
  it('counts own page views and leads by day over 30 days with 7/30-day and all-time totals, leads by type, source and status, testimonials by state', async () => {
    const agent = await newAgent('Analytics Agent');
    for (let i = 0; i < 3; i++) {
      expect(
        (await post('/api/events', { event_type: 'page_view', agent_id: agent.id })).status,
      ).toBeLessThan(300);
    }
    await post('/api/leads', applicationBody({ agent_id: agent.id }));
    await call('POST', '/api/me/testimonials', agent, { client_name: 'C', content: 'D' });
    await countersSettled();
    const { status, body } = await call('GET', '/api/me/analytics', agent);
    expect(status).toBe(200);
    expect(body.page_views.by_day).toHaveLength(30);
    expect(body.page_views.by_day.at(-1)).toMatchObject({ page_views: 3, leads: 1 });
    expect(body.page_views.last_7_days).toBe(3);
    expect(body.page_views.last_30_days).toBe(3);
    expect(body.page_views.all_time).toBe(3);
    expect(body.leads.total).toBe(1);
    expect(body.leads.last_7_days).toBe(1);
    expect(body.leads.last_30_days).toBe(1);
    expect(body.leads.by_type).toEqual({ rate_quote: 0, refinance: 0, application: 1, contact: 0 });
    expect(body.leads.by_source).toEqual({
      mortgage_calculator: 0,
      website: 1,
      contact_form: 0,
      'AI Chatbot': 0,
      land_transfer_tax_calculator: 0,
      closing_costs_calculator: 0,
    });
    // The web parses the answer with the shared schema: it must accept it as sent.
    expect(agentAnalyticsSchema.parse(body).leads.total).toBe(1);
    expect(body.leads.by_status).toEqual({ new: 1, contacted: 0, qualified: 0, closed: 0 });
    expect(body.testimonials).toEqual({ total: 1, approved: 0, pending: 1 });
  });
});
