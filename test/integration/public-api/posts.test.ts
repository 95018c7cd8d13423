import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { describe, expect, it } from 'vitest';
import { api } from '../../support/http';

interface PostView {
  id: string;
  slug: string;
  is_published: boolean;
  published_at: string;
  agent: { id: string; name: string; profile_slug: string | null } | null;
}

describe('GET /api/posts', () => {
  it('lists published posts only, newest published_at first, each with its author', async () => {
    const answer = await api<PostView[]>('GET', '/api/posts');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/s-maxage/);
    expect(answer.body.map((p) => p.id)).toEqual([
      'post-fixed-vs-variable',
      'post-renewal-2026',
      'post-first-time-buyer-bc',
    ]);
    expect(answer.body.every((p) => p.is_published)).toBe(true);
    expect(answer.body[0]!.agent).toEqual({
      id: 'agent-marc-tremblay',
      name: 'Marc Tremblay',
      profile_slug: 'marctremblay',
    });
  });
});

describe('GET /api/posts/{slug}', () => {
  it('answers one published post with its author', async () => {
    const answer = await api<PostView & { content: string }>(
      'GET',
      '/api/posts/renewing-your-mortgage-in-2026',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: 'post-renewal-2026',
      slug: 'renewing-your-mortgage-in-2026',
      agent: { id: 'agent-sarah-chen', name: 'Sarah Chen', profile_slug: 'sarahchen' },
    });
    expect(answer.body.content).toContain('\n\n');
  });

  it.each([
    ['a draft', 'the-stress-test-explained'],
    ['an unknown slug', 'no-such-post'],
    ['a malformed slug', 'Not_A_Slug'],
  ])("answers %s with 404 'Blog post not found.'", async (_, slug) => {
    const answer = await api('GET', `/api/posts/${slug}`);
    expect(answer).toMatchObject({
      status: 404,
      body: { error: { code: 'not_found', message: contentBlogWords.notFound } },
    });
  });
});
