import { randomUUID } from 'node:crypto';
import {
  type AuditEntry,
  auditChanges,
  auditPageSchema,
  dashboardMessages,
  frenchSummarySchema,
  PERSONAL_DATA,
  staffMessages,
} from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../../support/http';
import {
  type Agent,
  admin,
  call,
  deleteCreatedAgents,
  type Json,
  messageOf,
  newAgent,
  pagesOf,
  superAdmin,
} from './support';

/**
 * French content in the back office (issue 37, ADR 116): what staff write is taken in both languages through the
 * API with the English fields' limits; a post's French version has its own slug, unique among every slug; the
 * super admin's counts and "Lacks French" filters, and an agent's count, move as French is added and removed;
 * the audit log keeps the French as it keeps the rest; an agent's French edit of a published post goes back to
 * review.
 */

const TAKEN = 'This post URL is already taken';
const tag = () => randomUUID().slice(0, 8);

/** Made by this file, deleted after it (agents through support's own list). */
const cleanups: (() => Promise<unknown>)[] = [];
let agent: Agent;

beforeAll(async () => {
  agent = await newAgent('French Agent');
});
afterAll(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  await deleteCreatedAgents();
});

/** Creates through the admin API (201), deleted after the file. */
async function created(collection: string, body: unknown): Promise<Json> {
  const answer = await admin('POST', `/api/admin/${collection}`, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  cleanups.push(() => admin('DELETE', `/api/admin/${collection}/${answer.body.id}`));
  return answer.body;
}

async function summary() {
  const answer = await admin('GET', '/api/admin/french-summary');
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return frenchSummarySchema.parse(answer.body);
}

/** The ids a catalogue list answers (read whole), with `french=missing` or not. */
async function catalogueIds(collection: 'products' | 'services', lacking: boolean): Promise<string[]> {
  const answer = await admin('GET', `/api/admin/${collection}${lacking ? '?french=missing' : ''}`);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return (answer.body as { id: string }[]).map((item) => item.id);
}

/** The message of the 400 a request gets. */
async function refused(method: string, path: string, body: unknown, who: Agent | string) {
  const answer = await call(method, path, who, body);
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  return messageOf(answer.body);
}

describe('products and services in both languages', () => {
  it('creates and edits a product with its French, and refuses a too-long French name as the English one, writing nothing', async () => {
    const name = `Produit ${tag()}`;
    const product = await created('products', {
      name: `Product ${name}`,
      description: 'A fixed rate.',
      fr: { name, description: 'Un taux fixe.', content: 'Tout sur le taux.' },
    });
    expect(product.fr).toEqual({ name, description: 'Un taux fixe.', content: 'Tout sur le taux.' });

    const before = await summary();
    const long = 'N'.repeat(256);
    const english = await refused('POST', '/api/admin/products', { name: long }, await superAdmin());
    const french = await refused(
      'POST',
      '/api/admin/products',
      { name: 'Fine', fr: { name: long } },
      await superAdmin(),
    );
    expect(french).toBe(english);
    expect(french).toBe(commonWords.tooLong(255));
    const edit = await refused(
      'PATCH',
      `/api/admin/products/${product.id}`,
      { fr: { name: long } },
      await superAdmin(),
    );
    expect(edit).toBe(english);
    expect(await summary()).toEqual(before);
    const [stored] = (await admin('GET', '/api/admin/products')).body.filter(
      (item: Json) => item.id === product.id,
    );
    expect(stored.fr.name).toBe(name);

    // null removes the French whole.
    const removed = await admin('PATCH', `/api/admin/products/${product.id}`, { fr: null });
    expect(removed.status).toBe(200);
    expect(removed.body.fr).toBeNull();
  });

  it('creates a service with its French features (a list or the form JSON text), and refuses a too-long French content as the English one', async () => {
    const service = await created('services', {
      name: `Service ${tag()}`,
      features: '["No fees"]',
      fr: { name: 'Refinancement', features: '["Sans frais", "Rapide"]' },
    });
    expect(service.fr).toMatchObject({ name: 'Refinancement', features: ['Sans frais', 'Rapide'] });

    const before = await summary();
    const long = 'c'.repeat(50_001);
    const english = await refused(
      'POST',
      '/api/admin/services',
      { name: 'Fine', content: long },
      await superAdmin(),
    );
    const french = await refused(
      'POST',
      '/api/admin/services',
      { name: 'Fine', fr: { content: long } },
      await superAdmin(),
    );
    expect(french).toBe(english);
    expect(
      await refused(
        'POST',
        '/api/admin/services',
        { name: 'Fine', fr: { features: 'not json' } },
        await superAdmin(),
      ),
    ).toBe(staffMessages.services.featuresInvalid);
    expect(await summary()).toEqual(before);
  });
});

describe("a post's French version", () => {
  const english = () => {
    const title = `Rates ${tag()}`;
    return { title, slug: title.toLowerCase().replace(/ /g, '-'), excerpt: 'E', content: 'C' };
  };

  it('gets a slug derived from its French title, unique among every slug, and answers at it once published', async () => {
    const frTitle = `Les taux ${tag()}`;
    const frSlug = frTitle.toLowerCase().replace(/ /g, '-');
    const first = await created('posts', {
      ...english(),
      agent_id: agent.id,
      is_published: true,
      fr: { title: frTitle, content: 'Le contenu.' },
    });
    expect(first.fr).toMatchObject({ title: frTitle, slug: frSlug, excerpt: 'Le contenu.' });
    // Another post with the same French title gets a slug of its own.
    const second = await created('posts', { ...english(), fr: { title: frTitle, content: 'Encore.' } });
    expect(second.fr.slug).toBe(`${frSlug}-2`);
    // A French title that is the English one gets '-fr'.
    const same = english();
    const third = await created('posts', { ...same, fr: { title: same.title, content: 'Pareil.' } });
    expect(third.fr.slug).toBe(`${same.slug}-fr`);

    const shown = await api<Json>('GET', `/api/posts/${frSlug}`);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ id: first.id, fr: { title: frTitle, slug: frSlug } });
    // A draft's French URL is not shown, as its English one is not.
    expect((await api('GET', `/api/posts/${second.fr.slug}`)).status).toBe(404);
  });

  it('refuses a French slug another post holds, or its own English one, with 409 on the French slug, writing nothing', async () => {
    const holder = await created('posts', english());
    const post = await created('posts', english());
    const before = await summary();
    for (const slug of [holder.slug, post.slug]) {
      const answer = await admin('PATCH', `/api/admin/posts/${post.id}`, {
        fr: { title: 'Pris', slug, content: 'Non.' },
      });
      expect(answer.status, JSON.stringify(answer.body)).toBe(409);
      expect(answer.body.error).toMatchObject({
        message: TAKEN,
        issues: [{ path: 'fr.slug', message: TAKEN }],
      });
    }
    const taken = await admin('POST', '/api/admin/posts', {
      ...english(),
      fr: { title: 'Pris', slug: holder.slug, content: 'Non.' },
    });
    expect(taken.status).toBe(409);
    expect(await summary()).toEqual(before);
    expect((await admin('GET', `/api/admin/posts?french=missing&limit=100`)).body.items).toContainEqual(
      expect.objectContaining({ id: post.id, fr: null }),
    );
  });

  it('refuses a too-long French title as the English one, and a French version without its content', async () => {
    const token = await superAdmin();
    const before = await summary();
    const long = 'T'.repeat(201);
    const englishMessage = await refused('POST', '/api/admin/posts', { ...english(), title: long }, token);
    const frenchMessage = await refused(
      'POST',
      '/api/admin/posts',
      { ...english(), fr: { title: long, content: 'C' } },
      token,
    );
    expect(frenchMessage).toBe(englishMessage);
    expect(
      await refused(
        'POST',
        '/api/me/posts',
        { title: 'T', content: 'C', fr: { title: 'Sans contenu' } },
        agent,
      ),
    ).toBe(commonWords.required);
    expect(await summary()).toEqual(before);
  });

  it("an agent's post gets its French slug derived; adding French to a published post sends it back to review", async () => {
    const draft = await call('POST', '/api/me/posts', agent, { title: `Mine ${tag()}`, content: 'Words.' });
    expect(draft.status).toBe(201);
    cleanups.push(() => call('DELETE', `/api/me/posts/${draft.body.id}`, agent));
    const published = await admin('PATCH', `/api/admin/posts/${draft.body.id}`, { is_published: true });
    expect(published.body).toMatchObject({ is_published: true });
    expect((await api('GET', `/api/posts/${draft.body.slug}`)).status).toBe(200);
    const waiting = async () => (await admin('GET', '/api/admin/attention')).body.posts.total as number;
    const waitingBefore = await waiting();

    const frTitle = `Le mien ${tag()}`;
    const edited = await call('PATCH', `/api/me/posts/${draft.body.id}`, agent, {
      fr: { title: frTitle, content: 'Des mots.' },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body).toMatchObject({
      is_published: false,
      published_at: null,
      status_label: staffMessages.blog.draftPending,
      fr: { title: frTitle, slug: frTitle.toLowerCase().replace(/ /g, '-') },
    });
    // Off the public site until a super admin approves it again, and waiting for that review.
    expect((await api('GET', `/api/posts/${draft.body.slug}`)).status).toBe(404);
    expect((await api('GET', `/api/posts/${edited.body.fr.slug}`)).status).toBe(404);
    expect(await waiting()).toBe(waitingBefore + 1);
  });
});

describe('what lacks French, counted and filtered', () => {
  it('moves the product and service counts and filters as French is added and removed', async () => {
    for (const [collection, kind] of [
      ['products', 'product'],
      ['services', 'service'],
    ] as const) {
      const start = await summary();
      const item = await created(collection, { name: `${kind} ${tag()}`, description: 'English only.' });
      let now = await summary();
      expect(now[kind]).toEqual({ missing: start[kind].missing + 1, total: start[kind].total + 1 });
      expect(await catalogueIds(collection, true)).toContain(item.id);

      // French for the name only: the description still shows in English.
      await admin('PATCH', `/api/admin/${collection}/${item.id}`, { fr: { name: 'Nom' } });
      expect((await summary())[kind].missing).toBe(start[kind].missing + 1);

      const whole = await admin('PATCH', `/api/admin/${collection}/${item.id}`, {
        fr: { name: 'Nom', description: 'En français.' },
      });
      expect(whole.status, JSON.stringify(whole.body)).toBe(200);
      now = await summary();
      expect(now[kind]).toEqual({ missing: start[kind].missing, total: start[kind].total + 1 });
      expect(await catalogueIds(collection, true)).not.toContain(item.id);
      expect(await catalogueIds(collection, false)).toContain(item.id);

      await admin('PATCH', `/api/admin/${collection}/${item.id}`, { fr: null });
      expect((await summary())[kind].missing).toBe(start[kind].missing + 1);
      expect(await catalogueIds(collection, true)).toContain(item.id);
    }
  });

  it('pages the posts without a French version, with their count, and refuses the filter with a status', async () => {
    const start = await summary();
    const post = await created('posts', {
      title: `Lacking ${tag()}`,
      slug: `lacking-${tag()}`,
      excerpt: 'E',
      content: 'C',
    });
    expect((await summary()).post).toEqual({ missing: start.post.missing + 1, total: start.post.total + 1 });
    const lacking = await pagesOf('/api/admin/posts?french=missing', await superAdmin(), 2);
    expect(lacking.rows.map((row: Json) => row.id)).toContain(post.id);
    expect(lacking.rows.every((row: Json) => row.fr === null || row.fr === undefined)).toBe(true);
    expect(lacking.totals[0]).toBe(start.post.missing + 1);

    await admin('PATCH', `/api/admin/posts/${post.id}`, {
      fr: { title: 'Complet', content: 'En français.' },
    });
    expect((await summary()).post.missing).toBe(start.post.missing);
    const after = await pagesOf('/api/admin/posts?french=missing', await superAdmin(), 100);
    expect(after.rows.map((row: Json) => row.id)).not.toContain(post.id);

    const both = await admin('GET', '/api/admin/posts?status=drafts&french=missing');
    expect(both.status).toBe(400);
    expect(messageOf(both.body)).toBe(staffMessages.french.oneFilter);
    const bad = await admin('GET', '/api/admin/posts?french=present');
    expect(bad.status).toBe(400);
    expect(messageOf(bad.body)).toBe(staffMessages.french.badFilter);
  });

  it("pages the agents whose bio lacks French; an agent's two tabs of French are merged, not one wiping the other", async () => {
    const start = await summary();
    const own = await call('PATCH', '/api/me/agent', agent, { bio: 'I help buyers.' });
    expect(own.status).toBe(200);
    expect((await summary()).agent.missing).toBe(start.agent.missing + 1);
    const lacking = await pagesOf('/api/admin/agents?french=missing', await superAdmin(), 100);
    expect(lacking.rows.map((row: Json) => row.id)).toContain(agent.id);

    // The profile tab sends the French bio, the SEO tab the French meta tags: each keeps the other's.
    await call('PATCH', '/api/me/agent', agent, { fr: { bio: 'J’aide les acheteurs.' } });
    const seo = await call('PATCH', '/api/me/agent', agent, {
      fr: { seo_settings: { meta_title: 'Courtière', meta_description: null, meta_keywords: null } },
    });
    expect(seo.body.fr).toEqual({
      bio: 'J’aide les acheteurs.',
      seo_settings: { meta_title: 'Courtière', meta_description: null, meta_keywords: null },
    });
    expect((await summary()).agent.missing).toBe(start.agent.missing);
    const after = await pagesOf('/api/admin/agents?french=missing', await superAdmin(), 100);
    expect(after.rows.map((row: Json) => row.id)).not.toContain(agent.id);

    const long = await refused(
      'PATCH',
      '/api/me/agent',
      { fr: { seo_settings: { meta_title: 'T'.repeat(61) } } },
      agent,
    );
    expect(long).toBe(dashboardMessages.metaTitleTooLong);
    const gone = await call('PATCH', '/api/me/agent', agent, { fr: null });
    expect(gone.body.fr).toBeNull();
    expect((await summary()).agent.missing).toBe(start.agent.missing + 1);
  });

  it("counts an agent's own posts without a French version", async () => {
    const mine = async () => {
      const answer = await call('GET', '/api/me/french-summary', agent);
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      return answer.body.post.missing as number;
    };
    const start = await mine();
    const post = await call('POST', '/api/me/posts', agent, { title: `Count ${tag()}`, content: 'C' });
    cleanups.push(() => call('DELETE', `/api/me/posts/${post.body.id}`, agent));
    expect(await mine()).toBe(start + 1);
    await call('PATCH', `/api/me/posts/${post.body.id}`, agent, { fr: { title: 'Compte', content: 'C' } });
    expect(await mine()).toBe(start);
    // Another agent's count is its own.
    const other = await newAgent('Other French Agent');
    expect((await call('GET', '/api/me/french-summary', other)).body).toEqual({ post: { missing: 0 } });
  });
});

describe('the audit log', () => {
  async function newestEntry(entity: string, id: string, action: string): Promise<AuditEntry> {
    const answer = await admin('GET', `/api/admin/audit?entity=${entity}`);
    expect(answer.status).toBe(200);
    const entry = auditPageSchema
      .parse(answer.body)
      .entries.find((item) => item.entity.id === id && item.action === action);
    expect(entry, `${action} of ${id}`).toBeDefined();
    return entry!;
  }

  it("records a product's French before and after, and its request as the English fields' (personal-looking words replaced)", async () => {
    const product = await created('products', { name: `Audited ${tag()}`, description: 'English.' });
    const fr = { name: 'Nom audité', description: 'Une description.', content: 'Le contenu.' };
    expect((await admin('PATCH', `/api/admin/products/${product.id}`, { fr })).status).toBe(200);
    const entry = await newestEntry('products', product.id, 'updateProduct');
    expect(entry.before?.fr ?? null).toBeNull();
    expect(entry.after?.fr).toEqual(fr);
    expect(auditChanges(entry.before, entry.after).changed).toContain('fr');
    // The request's French is summarised as the English would be: a name or content is not kept.
    expect(entry.request.summary).toEqual({
      fr: { name: PERSONAL_DATA, description: 'Une description.', content: PERSONAL_DATA },
    });
  });

  it("records an agent's French bio and meta tags changed by the super admin", async () => {
    const fr = { bio: 'Bio en français.', seo_settings: { meta_title: 'Titre' } };
    expect((await admin('PATCH', `/api/admin/agents/${agent.id}`, { fr })).status).toBe(200);
    const entry = await newestEntry('agents', agent.id, 'updateAgent');
    expect(entry.after?.fr).toMatchObject(fr);
    expect(auditChanges(entry.before, entry.after).changed).toContain('fr');
  });
});
