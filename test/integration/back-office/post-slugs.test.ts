import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, everyRow } from '../../support/http';
import { deleteCreatedAgents, type Json, messageOf, newAgent, superAdmin } from './support';

/**
 * Post slugs are global (issue 13 item 13, ADR 061): a title's slug is never given up. After a few
 * numbered slugs a random suffix follows, so taking 'title', 'title-2' ... cannot block a title.
 */

let agent: Awaited<ReturnType<typeof newAgent>>;
const created: string[] = [];

beforeAll(async () => {
  agent = await newAgent('Slug Agent');
});
afterAll(async () => {
  for (const id of created.splice(0)) {
    expect((await api('DELETE', `/api/me/posts/${id}`, { token: agent.token })).status).toBe(204);
  }
  await deleteCreatedAgents();
});

const newPost = (title: string) =>
  api<Json>('POST', '/api/me/posts', { token: agent.token, body: { title, content: 'Same words again.' } });

describe('slugs generated from a title', () => {
  it('51 posts with the same title are all created, each with its own slug', async () => {
    const title = `Squatted title ${randomUUID().slice(0, 8)}`;
    const base = title.toLowerCase().replace(/ /g, '-');
    const slugs: string[] = [];
    for (let i = 0; i < 51; i++) {
      const answer = await newPost(title);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      created.push(answer.body.id);
      slugs.push(answer.body.slug);
    }
    expect(new Set(slugs).size).toBe(51);
    expect(slugs.slice(0, 5)).toEqual([base, `${base}-2`, `${base}-3`, `${base}-4`, `${base}-5`]);
    for (const slug of slugs.slice(5)) expect(slug).toMatch(new RegExp(`^${base}-[a-z0-9]{6}$`));
  });

  it('posts with the same title sent at once all get distinct slugs', async () => {
    const title = `Burst title ${randomUUID().slice(0, 8)}`;
    const answers = await Promise.all(Array.from({ length: 12 }, () => newPost(title)));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      created.push(answer.body.id);
    }
    expect(new Set(answers.map((answer) => answer.body.slug)).size).toBe(12);
  });
});

describe('a slug chosen by hand', () => {
  it('is refused with 409 when taken (the super admin picks another), and nothing is written', async () => {
    const token = await superAdmin();
    const slug = `chosen-${randomUUID().slice(0, 8)}`;
    const request = { title: 'Chosen', slug, excerpt: 'E', content: 'C' };
    const first = await api<Json>('POST', '/api/admin/posts', { token, body: request });
    expect(first.status).toBe(201);
    const before = (await everyRow('/api/admin/posts', token)).length;
    const taken = await api('POST', '/api/admin/posts', { token, body: { ...request, title: 'Again' } });
    expect(taken.status).toBe(409);
    expect(messageOf(taken.body)).toBe('This post URL is already taken');
    expect(await everyRow('/api/admin/posts', token)).toHaveLength(before);
    expect((await api('DELETE', `/api/admin/posts/${first.body.id}`, { token })).status).toBe(204);
  });
});
