import type { NewsPage } from '@maplestone/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DeleteCommand, db, tableName } from '../../../functions/src/data/client';
import { keys } from '../../../functions/src/data/keys';
import { queryPartition } from '../../../functions/src/data/query';
import { NEWS_CACHE_PREFIX } from '../../../functions/src/services/news/default-deps';
import { api } from '../../support/http';
import { invokeRoute } from './invoke';
import { startSourcesServer } from './sources-server';

/** Every news snapshot in the table (one per list of feeds: the stack's, this file's). */
const newsSnapshots = () =>
  queryPartition<Record<string, unknown>>(keys.cache('').PK, { prefix: NEWS_CACHE_PREFIX });
const clearCache = async () => {
  for (const item of await newsSnapshots()) {
    await db.send(new DeleteCommand({ TableName: tableName, Key: keys.cache(item.SK as string) }));
  }
};

describe('GET /api/news through the gateway (recorded feeds)', () => {
  beforeAll(clearCache);

  it('merges both feeds newest first, 10 to a page, with hasMore', async () => {
    const first = await api<NewsPage>('GET', '/api/news');
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toMatch(/^public/);
    expect(first.body.items).toHaveLength(10);
    expect(first.body.hasMore).toBe(true);
    const dates = first.body.items.map((item) => item.published);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.body.items[0]).toEqual({
      id: 'https://www.canadianmortgagetrends.com/?p=48200',
      title: 'Big Six banks trim five-year fixed rates as bond yields ease',
      published: '2026-11-20T14:05:00.000Z',
      author: 'Steve Huebl',
      summary: expect.stringMatching(/^Several of Canada’s largest banks .* \[…\]$/),
      link: 'https://www.canadianmortgagetrends.com/2026/11/big-six-banks-trim-five-year-fixed-rates-as-bond-yields-ease/',
      categories: ['Mortgage Rates', 'Fixed Rates'],
      readTime: 1,
    });
    expect(first.body.items.some((item) => item.link.startsWith('https://www.bankofcanada.ca/'))).toBe(true);

    const second = await api<NewsPage>('GET', '/api/news?page=2&count=10');
    expect(second.body.items).toHaveLength(7);
    expect(second.body.hasMore).toBe(false);
    const ids = [...first.body.items, ...second.body.items].map((item) => item.id);
    expect(new Set(ids).size).toBe(17);
  });

  it('searches title, summary and categories with q (or search)', async () => {
    const byQ = await api<NewsPage>('GET', '/api/news?q=renewals');
    expect(byQ.body.items.map((item) => item.title)).toEqual([
      'Bank of Canada publishes Financial System Review',
      'Renewal wave: 1.2 million mortgages come due in 2027',
    ]);
    const bySearch = await api<NewsPage>('GET', '/api/news?search=Monetary%20policy&count=2');
    expect(bySearch.body.items).toHaveLength(2);
    expect(bySearch.body.hasMore).toBe(true);
  });

  it('refuses a bad page or count', async () => {
    expect((await api('GET', '/api/news?count=0')).status).toBe(400);
    expect((await api('GET', '/api/news?page=abc')).status).toBe(400);
  });

  it('caches the merged feeds in the table with a TTL', async () => {
    const [Item] = await newsSnapshots();
    expect(Item).toBeDefined();
    expect(Item!._et).toBe('cache');
    expect(Item!.expiresAt).toBeGreaterThan(Date.now() / 1000);
  });
});

describe('news with feeds that fail (in-process handler, real HTTP and table)', () => {
  let feeds: Awaited<ReturnType<typeof startSourcesServer>>;
  let handler: Parameters<typeof invokeRoute>[0];
  const get = (query: Record<string, string> = {}) =>
    invokeRoute<NewsPage & { error?: { message: string } }>(handler, 'GET', '/api/news', { query });

  beforeAll(async () => {
    feeds = await startSourcesServer({
      '/cmt.xml': { file: 'news/canadian-mortgage-trends.xml', type: 'application/rss+xml' },
      '/boc.xml': { file: 'news/bank-of-canada-press-releases.xml', type: 'application/rss+xml' },
    });
    process.env.NEWS_FEEDS = JSON.stringify([feeds.url('/cmt.xml'), feeds.url('/boc.xml')]);
    vi.resetModules();
    handler = (await import('../../../functions/src/audiences/public-api')).handler;
  });
  afterAll(async () => {
    await feeds.close();
    await clearCache();
  });

  it('serves page views from the cache without reading the feeds again', async () => {
    await clearCache();
    feeds.reset();
    expect((await get()).body.items).toHaveLength(10);
    expect((await get({ page: '2' })).body.items).toHaveLength(7);
    expect((await get({ q: 'OSFI' })).body.items).toHaveLength(1);
    expect(feeds.hits('/cmt.xml')).toBe(1);
    expect(feeds.hits('/boc.xml')).toBe(1);
  });

  it('serves the other feed when one is malformed', async () => {
    await clearCache();
    feeds.reset();
    feeds.set('/cmt.xml', { file: 'news/malformed.xml' });
    const answer = await get({ count: '50' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.items).toHaveLength(5);
    expect(answer.body.items.every((item) => item.link.startsWith('https://www.bankofcanada.ca/'))).toBe(
      true,
    );
  });

  it('serves the other feed when one does not answer within 10 s', async () => {
    await clearCache();
    feeds.reset();
    feeds.set('/boc.xml', 'hang');
    const answer = await get({ count: '50' });
    expect(answer.statusCode).toBe(200);
    expect(answer.body.items).toHaveLength(12);
  }, 20_000);

  it("answers 502 'Failed to fetch news' when both fail and nothing is cached", async () => {
    await clearCache();
    feeds.reset();
    feeds.set('/cmt.xml', 'error');
    feeds.set('/boc.xml', { file: 'news/malformed.xml' });
    const answer = await get();
    expect(answer.statusCode).toBe(502);
    expect(answer.body.error?.message).toBe('Failed to fetch news');
  });
});
