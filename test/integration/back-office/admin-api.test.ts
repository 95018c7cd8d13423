import { randomUUID } from 'node:crypto';
import {
  adminMessages,
  dashboardMessages,
  leadDay,
  platformAnalyticsSchema,
  staffMessages,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { afterAll, describe, expect, it } from 'vitest';
import { countersSettled } from '../../support/counters';
import { api, everyRow, signIn } from '../../support/http';
import { applicationBody, contactBody, post } from '../public-api/support';
import {
  admin,
  alteredCursor,
  call,
  canSignIn,
  deleteCreatedAgents,
  expectCursorRefused,
  expectLimitsRefused,
  type Json,
  messageOf,
  newAgent,
  PASSWORD,
  pagesOf,
  superAdmin,
  trackAgent,
  userWithoutAgent,
} from './support';

afterAll(deleteCreatedAgents);

describe('agents', () => {
  it('creates an agent: a sign-in in group agent, its record and profile', async () => {
    const email = `new-${randomUUID().slice(0, 8)}@example.com`;
    expect(await canSignIn(email, PASSWORD)).toBe(false);
    const created = await admin('POST', '/api/admin/agents', {
      fullName: 'Nadia Roy',
      email,
      password: PASSWORD,
    });
    expect(created.status).toBe(201);
    trackAgent(created.body.id);
    expect(created.body).toMatchObject({ name: 'Nadia Roy', email, is_active: true, profile_slug: null });
    const me = await api<Json>('GET', '/api/me', { token: await signIn(email, PASSWORD) });
    expect(me.body).toMatchObject({
      role: 'agent',
      email,
      full_name: 'Nadia Roy',
      agent_id: created.body.id,
    });
    const list = await admin<Json>('GET', '/api/admin/agents');
    expect(list.body.items[0].id).toBe(created.body.id);
  });

  it.each([
    [{ email: 'a@example.com', password: PASSWORD }, commonWords.required],
    [{ fullName: 'A', password: PASSWORD }, commonWords.required],
    [{ fullName: 'A', email: 'a@example.com' }, commonWords.required],
    // The pool's length rule is checked before Cognito is asked.
    [
      { fullName: 'A', email: 'a@example.com', password: 'Short-pw-1!' },
      'Password must be at least 12 characters',
    ],
  ])('refuses %j and creates nothing', async (request, message) => {
    const before = (await admin<Json>('GET', '/api/admin/agents')).body.total;
    const { status, body } = await admin('POST', '/api/admin/agents', request);
    expect(status).toBe(400);
    expect(messageOf(body)).toBe(message);
    expect((await admin<Json>('GET', '/api/admin/agents')).body.total).toBe(before);
  });

  it('refuses an e-mail that already signs in (409), leaving no second agent', async () => {
    const before = (await admin<Json>('GET', '/api/admin/agents')).body.total;
    const { status } = await admin('POST', '/api/admin/agents', {
      fullName: 'Dup',
      email: 'agent1@example.com',
      password: PASSWORD,
    });
    expect(status).toBe(409);
    expect((await admin<Json>('GET', '/api/admin/agents')).body.total).toBe(before);
  });

  it('edits every field, is_active and CRM e-mail included; 404 for an unknown agent', async () => {
    const agent = await newAgent('Editable');
    const { status, body } = await admin('PATCH', `/api/admin/agents/${agent.id}`, {
      name: 'Edited',
      is_active: false,
      crm_email: 'crm@example.com',
      profile_slug: `Edited ${agent.id.slice(0, 6)}`,
      seo_settings: { meta_title: 'Title' },
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ name: 'Edited', is_active: false, crm_email: 'crm@example.com' });
    expect((await api('GET', '/api/agents')).body).not.toContainEqual(
      expect.objectContaining({ id: agent.id }),
    );
    const taken = await admin('PATCH', `/api/admin/agents/${agent.id}`, { profile_slug: 'sarahchen' });
    expect(taken.status).toBe(409);
    expect(messageOf(taken.body)).toBe(dashboardMessages.slugTaken);
    const missing = await admin('PATCH', '/api/admin/agents/no-such-agent', { name: 'X' });
    expect(missing.status).toBe(404);
    expect(messageOf(missing.body)).toBe(adminMessages.agentNotFound);
  });

  it('deletes an agent and its sign-in once its leads are reassigned (ADR 070)', async () => {
    const agent = await newAgent('Leaving');
    const heir = await newAgent('Heir');
    await admin('PATCH', `/api/admin/agents/${agent.id}`, { profile_slug: `leaving${agent.id.slice(0, 6)}` });
    const lead = await post<{ id: string }>('/api/leads', applicationBody({ agent_id: agent.id }));
    const refused = await admin('DELETE', `/api/admin/agents/${agent.id}`);
    expect(refused.status).toBe(409);
    expect(messageOf(refused.body)).toBe(adminMessages.offboarding.deleteHasLeads);
    const reassigned = await admin('POST', `/api/admin/agents/${agent.id}/reassign-leads`, {
      agent_id: heir.id,
      include_closed: true,
    });
    expect(reassigned.body).toEqual({ moved: 1, target_name: 'Heir' });
    expect((await admin('DELETE', `/api/admin/agents/${agent.id}`)).status).toBe(204);

    expect((await admin('DELETE', `/api/admin/agents/${agent.id}`)).status).toBe(404);
    expect((await everyRow<Json>('/api/admin/agents', await superAdmin())).map((a) => a.id)).not.toContain(
      agent.id,
    );
    expect(await canSignIn(agent.email, PASSWORD)).toBe(false);
    expect((await api('GET', '/api/me/agent', { token: agent.token })).status).toBe(404);
    const leads = await everyRow<Json>(`/api/admin/leads?agent=${heir.id}`, await superAdmin());
    expect(leads.find((l) => l.id === lead.body.id)).toMatchObject({
      agent_id: heir.id,
      agent_name: 'Heir',
    });
    // The slug is free again.
    expect((await api('GET', `/api/agents/leaving${agent.id.slice(0, 6)}`)).status).toBe(404);
  });
});

describe('agents a page at a time (issue 33, ADR 094)', () => {
  it('pages every agent newest first with the leads it holds and how many are open, from its counters', async () => {
    const holder = await newAgent('Holder');
    const empty = await newAgent('Empty');
    const leads = [];
    for (let i = 0; i < 3; i++) {
      leads.push(await post<{ id: string }>('/api/leads', applicationBody({ agent_id: holder.id })));
    }
    expect((await admin('PATCH', `/api/admin/leads/${leads[0]!.body.id}`, { status: 'closed' })).status).toBe(
      200,
    );
    await countersSettled();
    const token = await superAdmin();
    const { rows, cursors, totals } = await pagesOf<Json>('/api/admin/agents', token, 2);
    const all = await everyRow<Json>('/api/admin/agents', token);
    // Every agent once, in the list's order (newest first), whatever the page size.
    expect(rows.map((agent) => agent.id)).toEqual(all.map((agent) => agent.id));
    expect(new Set(rows.map((agent) => agent.id)).size).toBe(rows.length);
    expect(cursors.length).toBe(Math.ceil(rows.length / 2) - 1);
    expect(totals.every((total) => total === rows.length)).toBe(true);
    const created = rows.map((agent) => agent.created_at as string);
    expect(created).toEqual([...created].sort().reverse());
    expect(rows.find((agent) => agent.id === holder.id)).toMatchObject({ leads: 3, open_leads: 2 });
    expect(rows.find((agent) => agent.id === empty.id)).toMatchObject({ leads: 0, open_leads: 0 });

    await expectCursorRefused('/api/admin/agents', token, alteredCursor(cursors[0]!));
    await expectLimitsRefused('/api/admin/agents', token);
    // Another list's cursor is not this one's.
    const testimonials = await admin<Json>('GET', '/api/admin/testimonials?limit=1');
    await expectCursorRefused('/api/admin/agents', token, testimonials.body.next_cursor);
    expect((await admin<Json>('GET', '/api/admin/agents?limit=100')).body.items.length).toBeLessThanOrEqual(
      100,
    );
  });

  it('lists every agent as an option (id, name, e-mail, slug, active), newest first, for the super admin only', async () => {
    const agent = await newAgent('Zed Option');
    await admin('PATCH', `/api/admin/agents/${agent.id}`, { is_active: false });
    const { status, body } = await admin<Json[]>('GET', '/api/admin/agents/options');
    expect(status).toBe(200);
    expect(body.find((option) => option.id === agent.id)).toEqual({
      id: agent.id,
      name: 'Zed Option',
      email: agent.email,
      profile_slug: null,
      is_active: false,
    });
    expect(body.find((option) => option.id === 'agent-sarah-chen')).toEqual({
      id: 'agent-sarah-chen',
      name: 'Sarah Chen',
      email: 'agent1@example.com',
      profile_slug: 'sarahchen',
      is_active: true,
    });
    // Every agent, in the agents' list's order.
    const listed = await everyRow<Json>('/api/admin/agents', await superAdmin());
    expect(body.map((option) => option.id)).toEqual(listed.map((agent) => agent.id));
    const agentToken = await signIn('agent1@example.com');
    expect((await api('GET', '/api/admin/agents/options', { token: agentToken })).status).toBe(403);
  });
});

describe('testimonials', () => {
  it('lists every testimonial with its agent name and author name', async () => {
    const body = await everyRow<Json>('/api/admin/testimonials', await superAdmin());
    expect(body.find((t) => t.id === 'testimonial-sarah-1')).toMatchObject({
      agent_name: 'Sarah Chen',
      admin_name: null,
    });
    expect(body.find((t) => t.id === 'testimonial-admin-1')).toMatchObject({
      agent_name: null,
      admin_name: 'Alex Morgan',
    });
  });

  it('pages every testimonial newest first; status=pending pages the review queue oldest first, with its count', async () => {
    const agent = await newAgent('Queue Agent');
    const submitted: string[] = [];
    for (const client of ['First', 'Second', 'Third']) {
      const answer = await call<Json>('POST', '/api/me/testimonials', agent, {
        client_name: client,
        content: 'Ok',
      });
      submitted.push(answer.body.id);
    }
    const token = await superAdmin();
    const every = await pagesOf<Json>('/api/admin/testimonials', token, 2);
    expect(every.rows.map((t) => t.id)).toEqual(
      (await everyRow<Json>('/api/admin/testimonials', token)).map((t) => t.id),
    );
    const created = every.rows.map((t) => `${t.created_at}#${t.id}`);
    expect(created).toEqual([...created].sort().reverse());
    expect(every.rows.slice(0, 3).map((t) => t.id)).toEqual([...submitted].reverse());

    const pending = await pagesOf<Json>('/api/admin/testimonials?status=pending', token, 2);
    expect(pending.rows.every((t) => t.is_approved === false && t.agent_id !== null)).toBe(true);
    expect(pending.rows.slice(-3).map((t) => t.id)).toEqual(submitted);
    expect(pending.rows.at(-1)).toMatchObject({ agent_name: 'Queue Agent' });
    expect(pending.totals.every((total) => total === pending.rows.length)).toBe(true);
    // Approved: off the queue.
    await admin('PATCH', `/api/admin/testimonials/${submitted[0]}`, { is_approved: true });
    const after = await everyRow<Json>('/api/admin/testimonials?status=pending', token);
    expect(after.map((t) => t.id)).not.toContain(submitted[0]);
    expect(after).toHaveLength(pending.rows.length - 1);

    // A cursor is its list's: not the other status's, and not altered.
    await expectCursorRefused('/api/admin/testimonials', token, pending.cursors[0]!);
    await expectCursorRefused('/api/admin/testimonials?status=pending', token, every.cursors[0]!);
    await expectCursorRefused('/api/admin/testimonials', token, alteredCursor(every.cursors[0]!));
    await expectLimitsRefused('/api/admin/testimonials', token);
    const approved = await admin('GET', '/api/admin/testimonials?status=approved');
    expect(approved.status).toBe(400);
    expect(messageOf(approved.body)).toBe(staffMessages.paging.badStatus(['pending']));
  });

  it('creates admin-authored testimonials approved, with the caller as admin and no agent', async () => {
    const me = await admin('GET', '/api/me');
    const { status, body } = await admin('POST', '/api/admin/testimonials', {
      client_name: 'Zoé',
      content: 'Merci!',
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({ is_approved: true, admin_id: me.body.id, agent_id: null, rating: 5 });
    const edited = await admin('PATCH', `/api/admin/testimonials/${body.id}`, { content: 'Merci beaucoup!' });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe('Merci beaucoup!');
    const approval = await admin('PATCH', `/api/admin/testimonials/${body.id}`, { is_approved: false });
    expect(approval.status).toBe(400);
    expect(messageOf(approval.body)).toBe("Only agents' testimonials need approval");
    // Another super admin may not rewrite it.
    const otherAdmin = await userWithoutAgent('super_admin');
    const refused = await call('PATCH', `/api/admin/testimonials/${body.id}`, otherAdmin, {
      content: 'Mine',
    });
    expect(refused.status).toBe(403);
    expect((await admin('DELETE', `/api/admin/testimonials/${body.id}`)).status).toBe(204);
    expect((await admin('DELETE', `/api/admin/testimonials/${body.id}`)).status).toBe(404);
  });

  it("approves an agent's testimonial, which then shows on its page; never rewrites its words", async () => {
    const agent = await newAgent('Reviewed');
    const submitted = await api<Json>('POST', '/api/me/testimonials', {
      token: agent.token,
      body: { client_name: 'Client', content: 'Good' },
    });
    const approved = await admin('PATCH', `/api/admin/testimonials/${submitted.body.id}`, {
      is_approved: true,
    });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ is_approved: true, agent_name: 'Reviewed' });
    const page = await api<Json>('GET', `/api/agents/${agent.id}`);
    expect(page.body.testimonials.map((t: Json) => t.id)).toEqual([submitted.body.id]);
    const rewrite = await admin('PATCH', `/api/admin/testimonials/${submitted.body.id}`, {
      content: 'Better',
    });
    expect(rewrite.status).toBe(403);
    const bad = await admin('PATCH', `/api/admin/testimonials/${submitted.body.id}`, { rating: 9 });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toBe(staffMessages.testimonials.ratingRange);
  });
});

describe('posts', () => {
  it('pages drafts and published posts merged newest first (publication or creation), or one of the two', async () => {
    const token = await superAdmin();
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const created = await admin('POST', '/api/admin/posts', {
        title: `Paged ${i}`,
        slug: `paged-${i}-${randomUUID().slice(0, 8)}`,
        excerpt: 'E',
        content: 'C',
        agent_id: 'agent-marc-tremblay',
      });
      made.push(created.body.id);
    }
    await admin('PATCH', `/api/admin/posts/${made[1]}`, { is_published: true });
    const when = (post: Json) => `${post.is_published ? post.published_at : post.created_at}#${post.id}`;

    const every = await pagesOf<Json>('/api/admin/posts', token, 2);
    expect(every.rows.map(when)).toEqual(every.rows.map(when).sort().reverse());
    expect(new Set(every.rows.map((post) => post.id)).size).toBe(every.rows.length);
    // The one published last is the newest of all; the drafts follow by creation.
    expect(every.rows[0]).toMatchObject({ id: made[1], is_published: true, agent_name: 'Marc Tremblay' });
    expect(every.rows.slice(1, 3).map((post) => post.id)).toEqual([made[2], made[0]]);

    const drafts = await pagesOf<Json>('/api/admin/posts?status=drafts', token, 2);
    const published = await pagesOf<Json>('/api/admin/posts?status=published', token, 2);
    expect(drafts.rows.every((post) => !post.is_published)).toBe(true);
    expect(published.rows.every((post) => post.is_published)).toBe(true);
    expect(drafts.rows.length + published.rows.length).toBe(every.rows.length);
    expect(drafts.rows.map((post) => post.id)).toContain(made[0]);
    expect(published.rows.map((post) => post.id)).toContain(made[1]);

    await expectCursorRefused('/api/admin/posts?status=drafts', token, every.cursors[0]!);
    await expectCursorRefused('/api/admin/posts', token, alteredCursor(every.cursors[0]!));
    await expectLimitsRefused('/api/admin/posts', token);
    expect((await admin('GET', '/api/admin/posts?status=review')).status).toBe(400);
    for (const id of made) await admin('DELETE', `/api/admin/posts/${id}`);
  });

  it('lists every post with its agent name', async () => {
    const body = await everyRow<Json>('/api/admin/posts', await superAdmin());
    expect(body.find((p) => p.id === 'post-draft-stress-test')).toMatchObject({
      agent_name: 'Sarah Chen',
      is_published: false,
      status_label: staffMessages.blog.draftPending,
    });
  });

  it.each(['title', 'slug', 'excerpt', 'content'])('requires %s', async (field) => {
    const request: Record<string, unknown> = { title: 'T', slug: 't', excerpt: 'E', content: 'C' };
    delete request[field];
    const { status, body } = await admin('POST', '/api/admin/posts', request);
    expect(status).toBe(400);
    expect(messageOf(body)).toBe(commonWords.required);
  });

  it('creates, publishes (published_at now), unpublishes (cleared), edits and deletes a post', async () => {
    const slug = `admin-post-${randomUUID().slice(0, 8)}`;
    const created = await admin('POST', '/api/admin/posts', {
      title: 'Admin post',
      slug,
      excerpt: 'Excerpt',
      content: 'Content',
      agent_id: 'agent-marc-tremblay',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      slug,
      is_published: false,
      published_at: null,
      agent_name: 'Marc Tremblay',
    });
    const id = created.body.id;
    const taken = await admin('POST', '/api/admin/posts', { title: 'Dup', slug, excerpt: 'E', content: 'C' });
    expect(taken.status).toBe(409);

    const before = Date.now();
    const published = await admin('PATCH', `/api/admin/posts/${id}`, { is_published: true });
    expect(published.body.is_published).toBe(true);
    expect(Date.parse(published.body.published_at)).toBeGreaterThanOrEqual(before - 1000);
    expect((await api('GET', `/api/posts/${slug}`)).status).toBe(200);

    const unpublished = await admin('PATCH', `/api/admin/posts/${id}`, { is_published: false });
    expect(unpublished.body).toMatchObject({ is_published: false, published_at: null });
    expect((await api('GET', `/api/posts/${slug}`)).status).toBe(404);

    const edited = await admin('PATCH', `/api/admin/posts/${id}`, { title: 'Renamed', slug: `${slug}-2` });
    expect(edited.body).toMatchObject({ title: 'Renamed', slug: `${slug}-2` });
    expect((await admin('DELETE', `/api/admin/posts/${id}`)).status).toBe(204);
    expect((await admin('PATCH', `/api/admin/posts/${id}`, { title: 'Gone' })).status).toBe(404);
  });

  it('assigns a post to the first active agent when none is named', async () => {
    const created = await admin('POST', '/api/admin/posts', {
      title: 'Unassigned',
      slug: `unassigned-${randomUUID().slice(0, 8)}`,
      excerpt: 'E',
      content: 'C',
    });
    expect(created.body.agent_id).toBe('agent-sarah-chen');
    await admin('DELETE', `/api/admin/posts/${created.body.id}`);
  });
});

describe('leads', () => {
  it('lists every lead newest first with agent names, filtered by type and status; sets status; deletes', async () => {
    const contact = await post<{ id: string }>(
      '/api/leads',
      contactBody({ agent_id: 'agent-marc-tremblay' }),
    );
    const all = await admin<Json>('GET', '/api/admin/leads');
    expect(all.body.items[0]).toMatchObject({
      id: contact.body.id,
      agent_name: 'Marc Tremblay',
      type: 'contact',
    });
    expect(all.body.items[0]).not.toHaveProperty('notes'); // the list's rows leave the chat transcript out
    const contacts = await admin<Json>('GET', '/api/admin/leads?type=contact&status=new');
    expect(contacts.body.items.every((l: Json) => l.type === 'contact' && l.status === 'new')).toBe(true);
    expect((await admin('GET', '/api/admin/leads?status=won')).status).toBe(400);

    const updated = await admin('PATCH', `/api/admin/leads/${contact.body.id}`, { status: 'contacted' });
    expect(updated.body).toMatchObject({ status: 'contacted', agent_name: 'Marc Tremblay' });
    expect(
      (await everyRow<Json>('/api/admin/leads?status=new', await superAdmin())).map((l) => l.id),
    ).not.toContain(contact.body.id);
    expect((await admin('DELETE', `/api/admin/leads/${contact.body.id}`)).status).toBe(204);
    expect((await admin('PATCH', `/api/admin/leads/${contact.body.id}`, { status: 'new' })).status).toBe(404);
  });

  // The CSV export of what the list shows is a job now (ADR 093): lead-export.test.ts.
  it('filters by source, agent, date range and search', async () => {
    const agent = await newAgent('Filter Agent');
    const marker = randomUUID().slice(0, 8);
    const application = await post<{ id: string }>(
      '/api/leads',
      applicationBody({ agent_id: agent.id, client_name: `Filter ${marker} Apply` }),
    );
    const contact = await post<{ id: string }>(
      '/api/leads',
      contactBody({ agent_id: agent.id, client_name: `Filter ${marker} Contact` }),
    );
    const today = leadDay(new Date().toISOString());
    const yesterday = new Date(Date.now() - 86_400_000).toISOString();
    const ids = async (filters: string) =>
      (await everyRow<Json>(`/api/admin/leads?${filters}`, await superAdmin())).map((l) => l.id);

    const mine = `agent=${agent.id}`;
    expect(await ids(mine)).toEqual([contact.body.id, application.body.id]);
    expect(await ids(`${mine}&source=contact_form`)).toEqual([contact.body.id]);
    expect(await ids(`${mine}&from=${today}&to=${today}`)).toHaveLength(2);
    expect(await ids(`${mine}&to=${leadDay(yesterday)}`)).toEqual([]);
    // The search finds a name by its start, case and accents ignored (ADR 091).
    expect(await ids(`q=FILTER%20${marker.toUpperCase()}%20ap`)).toEqual([application.body.id]);
    expect((await admin('GET', '/api/admin/leads?from=yesterday')).status).toBe(400);
  });
});

describe('analytics', () => {
  it('counts the period applied, ranks the top 5 agents by leads, shows the 5 latest activities', async () => {
    const agent = await newAgent('Top Performer');
    for (let i = 0; i < 6; i++) await post('/api/leads', applicationBody({ agent_id: agent.id }));
    await post('/api/events', { event_type: 'page_view', agent_id: agent.id });
    await countersSettled();
    const all = await admin('GET', '/api/admin/analytics');
    const week = await admin('GET', '/api/admin/analytics?period=7');
    expect(all.status).toBe(200);
    expect(week.body.period).toBe('7');
    for (const count of ['agents', 'leads', 'testimonials', 'posts', 'page_views']) {
      expect(all.body.counts[count]).toBeGreaterThanOrEqual(week.body.counts[count]);
    }
    // The seeded agents and posts are older than a week; this run's agents are new.
    expect(all.body.counts.agents).toBeGreaterThan(week.body.counts.agents);
    expect(week.body.counts.leads).toBeGreaterThanOrEqual(6);
    // Ranked by leads in the period: this agent's 6 place it in the top 5 unless 5 others have at least as many.
    const top = week.body.top_agents as { id: string; name: string; leads: number }[];
    expect(top.length).toBeLessThanOrEqual(5);
    expect(top.map((a) => a.leads)).toEqual([...top.map((a) => a.leads)].sort((a, b) => b - a));
    const mine = top.find((a) => a.id === agent.id);
    if (mine) expect(mine).toEqual({ id: agent.id, name: 'Top Performer', leads: 6 });
    else expect(top).toHaveLength(5);
    if (!mine) expect(top[4]!.leads).toBeGreaterThanOrEqual(6);
    expect(week.body.recent_activity).toHaveLength(5);
    // Leads over time: each of the 7 days, oldest first, summing to the period's count.
    const days = week.body.by_day as { day: string; leads: number; page_views: number }[];
    expect(days).toHaveLength(7);
    expect(days.at(-1)!.day).toBe(leadDay(new Date().toISOString()));
    expect(days.reduce((sum, day) => sum + day.leads, 0)).toBe(week.body.counts.leads);
    expect(days.reduce((sum, day) => sum + day.page_views, 0)).toBe(week.body.counts.page_views);
    expect(platformAnalyticsSchema.safeParse(week.body).success).toBe(true);
    expect(platformAnalyticsSchema.safeParse(all.body).success).toBe(true);
    expect(week.body.recent_activity[0].at >= week.body.recent_activity[4].at).toBe(true);
    expect((await admin('GET', '/api/admin/analytics?period=365')).status).toBe(400);
  });
});

describe('rates', () => {
  it('lists active rates in the four terms, lowest our_rate first', async () => {
    const { body } = await admin<Json[]>('GET', '/api/admin/rates');
    expect(body.length).toBeGreaterThan(0);
    expect(body.every((r) => r.is_active && ['1 year', '3 year', '5 year', '7 year'].includes(r.term))).toBe(
      true,
    );
    const ours = body.map((r) => r.our_rate);
    expect(ours).toEqual([...ours].sort((a, b) => a - b));
  });

  it("adds a rate by hand ('Manual Entry'), edits it inline, toggles it, deletes it", async () => {
    const created = await admin('POST', '/api/admin/rates', {
      rate_type: 'fixed',
      term: '5 year',
      province: 'ON',
      posted_rate: 6.5,
      our_rate: 0.011,
      mortgage_type: 'High-Ratio',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ source_url: 'Manual Entry', province: 'Ontario', is_active: true });
    const id = created.body.id;
    expect((await admin<Json[]>('GET', '/api/admin/rates')).body[0].id).toBe(id);
    const edited = await admin('PATCH', `/api/admin/rates/${id}`, { our_rate: 0.012, is_active: false });
    expect(edited.body).toMatchObject({ our_rate: 0.012, is_active: false });
    expect((await admin<Json[]>('GET', '/api/admin/rates')).body.map((r) => r.id)).not.toContain(id);
    expect((await admin<Json[]>('GET', '/api/admin/rates?status=all')).body.map((r) => r.id)).toContain(id);
    expect((await admin('DELETE', `/api/admin/rates/${id}`)).status).toBe(204);
    expect((await admin('PATCH', `/api/admin/rates/${id}`, { our_rate: 1 })).status).toBe(404);
  });

  it.each([
    [{ rate_type: 'fixed', term: '5 year', province: 'ON', our_rate: 4 }, commonWords.required],
    [
      { rate_type: 'fixed', term: '5 year', province: 'ON', posted_rate: 5, our_rate: 'low' },
      commonWords.invalidNumber,
    ],
    [
      { rate_type: 'fixed', term: '5 year', province: 'ON', posted_rate: 5, our_rate: 30 },
      commonWords.outOfRange,
    ],
  ])('refuses %j', async (request, message) => {
    const { status, body } = await admin('POST', '/api/admin/rates', request);
    expect(status).toBe(400);
    expect(messageOf(body)).toBe(message);
  });
});

describe('products, services, lenders', () => {
  it('creates, edits and deletes a product; price in steps of 0.01', async () => {
    const bad = await admin('POST', '/api/admin/products', { name: 'P', price: 1.005 });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toBe(staffMessages.products.priceStep);
    expect(messageOf((await admin('POST', '/api/admin/products', { price: 1 })).body)).toBe(
      commonWords.required,
    );
    const created = await admin('POST', '/api/admin/products', { name: 'Bridge loan', price: 199.99 });
    expect(created.status).toBe(201);
    const edited = await admin('PATCH', `/api/admin/products/${created.body.id}`, {
      description: 'Short term',
    });
    expect(edited.body).toMatchObject({ name: 'Bridge loan', price: 199.99, description: 'Short term' });
    expect((await admin<Json[]>('GET', '/api/admin/products')).body[0].id).toBe(created.body.id);
    expect((await admin('DELETE', `/api/admin/products/${created.body.id}`)).status).toBe(204);
    const gone = await admin('DELETE', `/api/admin/products/${created.body.id}`);
    expect(messageOf(gone.body)).toBe(contentProductsWords.notFound);
  });

  it('saves services with features as JSON, truncating name and description to 255 with the warning', async () => {
    const bad = await admin('POST', '/api/admin/services', { name: 'S', features: '[not json' });
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toBe(staffMessages.services.featuresInvalid);
    const created = await admin('POST', '/api/admin/services', {
      name: 'N'.repeat(300),
      description: 'D'.repeat(256),
      features: '["Fast", "Friendly"]',
    });
    expect(created.status).toBe(201);
    expect(created.body.name).toHaveLength(255);
    expect(created.body.description).toHaveLength(255);
    expect(created.body.features).toEqual(['Fast', 'Friendly']);
    expect(created.body.warning).toBe(staffMessages.services.truncated);
    const edited = await admin('PATCH', `/api/admin/services/${created.body.id}`, { name: 'Short' });
    expect(edited.body).toMatchObject({ name: 'Short', warning: null, features: ['Fast', 'Friendly'] });
    expect((await admin('DELETE', `/api/admin/services/${created.body.id}`)).status).toBe(204);
  });

  it('creates lenders with the defaults (A Lender, order 0, active) and edits without resetting them', async () => {
    expect(messageOf((await admin('POST', '/api/admin/lenders', { type: 'A Lender' })).body)).toBe(
      commonWords.required,
    );
    expect((await admin('POST', '/api/admin/lenders', { name: 'L', display_order: 1.5 })).status).toBe(400);
    const created = await admin('POST', '/api/admin/lenders', {
      name: 'Test Lender',
      type: 'alternate_lender',
    });
    expect(created.body).toMatchObject({ type: 'alternate_lender', display_order: 0, is_active: true });
    const defaults = await admin('POST', '/api/admin/lenders', { name: 'Default Lender' });
    expect(defaults.body).toMatchObject({ type: 'A Lender', display_order: 0, is_active: true });
    const edited = await admin('PATCH', `/api/admin/lenders/${created.body.id}`, { display_order: 50 });
    expect(edited.body).toMatchObject({ type: 'alternate_lender', display_order: 50, is_active: true });
    const list = await admin<Json[]>('GET', '/api/admin/lenders');
    const orders = list.body.map((l) => l.display_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    for (const id of [created.body.id, defaults.body.id]) {
      expect((await admin('DELETE', `/api/admin/lenders/${id}`)).status).toBe(204);
    }
  });
});

describe('POST /api/admin/uploads', () => {
  it("presigns an agent's headshot under that agent, catalogue and post images under their own prefix", async () => {
    const headshot = await admin('POST', '/api/admin/uploads', {
      kind: 'headshot',
      filename: 'h.jpg',
      content_type: 'image/jpeg',
      size: 10,
      agent_id: 'agent-sarah-chen',
    });
    expect(headshot.status).toBe(201);
    expect(headshot.body.key).toMatch(/^agent-sarah-chen\/\d+-h\.jpg$/);
    const product = await admin('POST', '/api/admin/uploads', {
      kind: 'product-image',
      filename: 'p.png',
      content_type: 'image/png',
      size: 10,
    });
    expect(product.body.key).toMatch(/^products\//);
    expect(product.body.publicUrl).toContain('/product-images/products/');
    const postImage = await admin('POST', '/api/admin/uploads', {
      kind: 'post-image',
      filename: 'cover.webp',
      content_type: 'image/webp',
      size: 10,
    });
    expect(postImage.status).toBe(201);
    expect(postImage.body.key).toMatch(/^posts\/\d+-cover\.webp$/);
    expect(postImage.body.publicUrl).toContain('/agent-media/posts/');
  });

  it.each([
    [{ kind: 'banner', filename: 'b.png', content_type: 'image/png', size: 10 }, 400],
    [
      { kind: 'banner', filename: 'b.png', content_type: 'image/png', size: 10, agent_id: 'no-such-agent' },
      404,
    ],
    [
      {
        kind: 'document',
        filename: 'd.pdf',
        content_type: 'application/pdf',
        size: 10,
        agent_id: 'agent-sarah-chen',
      },
      400,
    ],
    [{ kind: 'lender-logo', filename: 'l.svg', content_type: 'image/svg+xml', size: 10 }, 400],
  ])('refuses %j (%i)', async (request, expected) => {
    expect((await admin('POST', '/api/admin/uploads', request)).status).toBe(expected);
  });
});
