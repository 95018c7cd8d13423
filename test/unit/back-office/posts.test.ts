import { describe, expect, it, vi } from 'vitest';

// The module reads the table's name at import; nothing here touches the table.
vi.hoisted(() => {
  process.env.TABLE_NAME ??= 'unit-test';
  process.env.AWS_REGION ??= 'ca-central-1';
});

const { agentDraft, agentPostChanges, publication, randomSlugSuffix, slugCandidate } = await import(
  '../../../functions/src/services/back-office/posts'
);

const now = '2026-11-20T15:00:00.000Z';

describe('post slugs', () => {
  it.each([
    ['top-5-tips', 1, 'top-5-tips'],
    ['top-5-tips', 2, 'top-5-tips-2'],
    ['', 1, 'post'],
    ['a'.repeat(100), 5, `${'a'.repeat(98)}-5`],
    [`${'a'.repeat(97)}-bc`, 3, `${'a'.repeat(97)}-3`],
    ['top-5-tips', 6, 'top-5-tips-x7k2p9'],
    ['top-5-tips', 51, 'top-5-tips-x7k2p9'],
    ['a'.repeat(100), 6, `${'a'.repeat(93)}-x7k2p9`],
  ])('%s, attempt %i → %s', (base, attempt, expected) => {
    const slug = slugCandidate(base, attempt, () => 'x7k2p9');
    expect(slug).toBe(expected);
    expect(slug.length).toBeLessThanOrEqual(100);
  });

  it('random suffixes are six characters of a-z and 0-9, and differ', () => {
    const suffixes = new Set(Array.from({ length: 100 }, () => randomSlugSuffix()));
    for (const suffix of suffixes) expect(suffix).toMatch(/^[a-z0-9]{6}$/);
    expect(suffixes.size).toBe(100);
  });
});

describe("an agent's post", () => {
  it('is created as a draft, with the excerpt from the first 150 characters of the content', () => {
    const content = `${'x'.repeat(149)}yz and more`;
    const post = agentDraft({ title: 'T', content }, { id: 'p1', agentId: 'a1', slug: 't', now });
    expect(post).toMatchObject({ is_published: false, published_at: null, agent_id: 'a1', slug: 't' });
    expect(post.excerpt).toBe(`${'x'.repeat(149)}y`);
  });

  it('goes back to draft when its agent edits it after publication', () => {
    const published = agentDraft({ title: 'T', content: 'c' }, { id: 'p1', agentId: 'a1', slug: 't', now });
    Object.assign(published, { is_published: true, published_at: now });
    expect(agentPostChanges(published, { title: 'New' })).toEqual({
      title: 'New',
      is_published: false,
      published_at: null,
    });
  });
});

describe('publication', () => {
  it('sets published_at to now when publishing, clears it when unpublishing, keeps it otherwise', () => {
    const draft = { is_published: false, published_at: null };
    const live = { is_published: true, published_at: '2026-01-01T00:00:00.000Z' };
    expect(publication(draft, true, now)).toEqual({ is_published: true, published_at: now });
    expect(publication(live, false, now)).toEqual({ is_published: false, published_at: null });
    expect(publication(live, true, now)).toEqual({});
    expect(publication(live, undefined, now)).toEqual({});
  });
});
