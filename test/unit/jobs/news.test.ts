import type { NewsItem } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import type { Logger } from '../../../functions/src/lib/logger';
import {
  loadNews,
  mergeItems,
  type NewsDeps,
  type NewsSnapshot,
  NewsUnavailableError,
  newsFeedsFromEnv,
  paginate,
  searchItems,
} from '../../../functions/src/services/news/news';
import { MalformedFeedError, parseFeed, stripHtml } from '../../../functions/src/services/news/parse-feed';

import { fixtureIn } from '../../support/fixtures';

const fixture = fixtureIn('news');
const CMT = fixture('canadian-mortgage-trends.xml');
const BOC = fixture('bank-of-canada-press-releases.xml');
const quiet: Logger = { debug() {}, info() {}, warn() {}, error() {}, child: () => quiet };

describe('parseFeed', () => {
  it('reads every item of a WordPress feed with the spec fields', () => {
    const { items, skipped } = parseFeed(CMT);
    expect(skipped).toBe(0);
    expect(items).toHaveLength(12);
    expect(items[0]).toEqual({
      id: 'https://www.canadianmortgagetrends.com/?p=48200',
      title: 'Big Six banks trim five-year fixed rates as bond yields ease',
      published: '2026-11-20T14:05:00.000Z',
      author: 'Steve Huebl',
      summary:
        'Several of Canada’s largest banks lowered their special five-year fixed rates this week, following a 15-basis-point drop in the five-year Government of Canada bond yield. Brokers say the best insured rates are now below 4% for the first time since spring. […]',
      link: 'https://www.canadianmortgagetrends.com/2026/11/big-six-banks-trim-five-year-fixed-rates-as-bond-yields-ease/',
      categories: ['Mortgage Rates', 'Fixed Rates'],
      readTime: 1,
    });
  });

  it('strips HTML and decodes entities in summaries', () => {
    const { items } = parseFeed(BOC);
    const held = items.find((item) => item.title.startsWith('Bank of Canada maintains'))!;
    expect(held.summary).toBe(
      'The Bank of Canada today held its target for the overnight rate at 2¼%, with the Bank Rate at 2½% and the deposit rate at 2.20%.',
    );
    expect(stripHtml('<p>a &amp; b</p><script>x</script>')).not.toContain('<');
    expect(
      stripHtml(
        '<p>Rates&nbsp;fell.</p><p>Brokers &ldquo;see&rdquo; 3&#37; &#x2014; caf&eacute;</p><style>p{}</style>',
      ),
    ).toBe('Rates fell. Brokers “see” 3% — café');
    expect(stripHtml('5 &lt; 6 &amp;lt; 7 &unknown; &#0;')).toBe('5 < 6 &lt; 7 &unknown; &#0;');
  });

  it('rejects a truncated feed as a whole', () => {
    expect(() => parseFeed(fixture('malformed.xml'))).toThrow(MalformedFeedError);
    expect(() => parseFeed('<html><body>Not a feed</body></html>')).toThrow(MalformedFeedError);
  });

  it('skips items without a title, link or date and computes read time from the whole summary', () => {
    const words = Array.from({ length: 401 }, () => 'word').join(' ');
    const xml = `<?xml version="1.0"?><rss version="2.0"><channel><title>t</title>
      <item><title>No date</title><link>https://example.com/a</link></item>
      <item><title>Long</title><link>https://example.com/b</link><pubDate>Mon, 02 Nov 2026 10:00:00 +0000</pubDate><description>${words}</description></item>
      <item><title>Bad link</title><link>javascript:alert(1)</link><pubDate>Mon, 02 Nov 2026 10:00:00 +0000</pubDate></item>
    </channel></rss>`;
    const { items, skipped } = parseFeed(xml);
    expect(skipped).toBe(2);
    expect(items).toHaveLength(1);
    expect(items[0]!.readTime).toBe(3);
    expect(items[0]!.author).toBeNull();
    expect(items[0]!.id).toBe('https://example.com/b');
  });
});

describe('merging, search and pages', () => {
  const all = mergeItems([parseFeed(CMT).items, parseFeed(BOC).items]);

  it('merges both feeds newest first', () => {
    expect(all).toHaveLength(17);
    const dates = all.map((item) => item.published);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(all[1]!.title).toBe('Bank of Canada publishes Financial System Review');
  });

  it('pages by count with hasMore', () => {
    expect(paginate(all, 1, 10)).toMatchObject({ hasMore: true });
    expect(paginate(all, 1, 10).items).toHaveLength(10);
    expect(paginate(all, 2, 10).items).toHaveLength(7);
    expect(paginate(all, 2, 10).hasMore).toBe(false);
    expect(paginate(all, 3, 10)).toEqual({ items: [], hasMore: false });
  });

  it('searches title, summary and categories, case-insensitively', () => {
    expect(searchItems(all, 'OSFI').map((i) => i.title)).toEqual([
      'OSFI keeps the minimum qualifying rate at 5.25%',
    ]);
    expect(searchItems(all, 'quebec').map((i) => i.title)).toEqual([
      "Quebec sets new rules for mortgage brokers' disclosures",
    ]);
    // 'Renewals' is only a category of that item; the summary speaks of 'renew'.
    expect(searchItems(all, 'renewals').map((i) => i.title)).toContain(
      'Renewal wave: 1.2 million mortgages come due in 2027',
    );
    expect(searchItems(all, 'nothing-like-this')).toEqual([]);
    expect(searchItems(all, '  ')).toHaveLength(17);
  });

  it('keeps at most 100 items, unique by id', () => {
    const many: NewsItem[] = Array.from({ length: 130 }, (_, i) => ({
      ...all[0]!,
      id: `id-${i}`,
      published: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    }));
    const merged = mergeItems([many, many]);
    expect(merged).toHaveLength(100);
    expect(merged[0]!.id).toBe('id-129');
  });
});

describe('loadNews', () => {
  function deps(answers: Record<string, () => Promise<string>>, start?: NewsSnapshot) {
    let stored: NewsSnapshot | undefined = start;
    const fetched: string[] = [];
    let now = new Date('2026-11-21T12:00:00Z');
    const d: NewsDeps = {
      feeds: ['https://a.example/feed', 'https://b.example/feed'],
      fetchFeed: (url) => {
        fetched.push(url);
        return answers[url]!();
      },
      cache: {
        get: async () => (stored ? { value: structuredClone(stored), storedAt: '' } : undefined),
        put: async (value) => {
          stored = structuredClone(value);
        },
      },
      now: () => now,
      log: quiet,
    };
    return { d, fetched, advance: (ms: number) => (now = new Date(now.getTime() + ms)) };
  }
  const ok = (xml: string) => async () => xml;
  const fail = async (): Promise<string> => {
    throw new Error('timeout');
  };

  it('serves from the cache for 15 minutes, then reads the feeds again', async () => {
    const { d, fetched, advance } = deps({
      'https://a.example/feed': ok(CMT),
      'https://b.example/feed': ok(BOC),
    });
    expect(await loadNews(d)).toHaveLength(17);
    expect(fetched).toHaveLength(2);
    advance(14 * 60_000);
    await loadNews(d);
    expect(fetched).toHaveLength(2);
    advance(2 * 60_000);
    await loadNews(d);
    expect(fetched).toHaveLength(4);
  });

  it('serves the other feed when one fails, and a malformed feed counts as failed', async () => {
    const { d } = deps({
      'https://a.example/feed': ok(fixture('malformed.xml')),
      'https://b.example/feed': ok(BOC),
    });
    const items = await loadNews(d);
    expect(items).toHaveLength(5);
  });

  it('keeps a failing feed’s last good items', async () => {
    let aFails = false;
    const { d, advance } = deps({
      'https://a.example/feed': () => (aFails ? fail() : ok(CMT)()),
      'https://b.example/feed': ok(BOC),
    });
    await loadNews(d);
    aFails = true;
    advance(20 * 60_000);
    expect(await loadNews(d)).toHaveLength(17);
  });

  it("fails with 'Failed to fetch news' when both fail and nothing is cached, without hammering the feeds", async () => {
    const { d, fetched } = deps({ 'https://a.example/feed': fail, 'https://b.example/feed': fail });
    await expect(loadNews(d)).rejects.toThrow(NewsUnavailableError);
    await expect(loadNews(d)).rejects.toThrow('Failed to fetch news');
    expect(fetched).toHaveLength(2);
  });
});

describe('NEWS_FEEDS', () => {
  it('defaults to the two live feeds and accepts a JSON list', () => {
    expect(newsFeedsFromEnv({})).toEqual([
      'https://www.canadianmortgagetrends.com/feed/',
      'https://www.bankofcanada.ca/content_type/press-releases/feed/',
    ]);
    expect(newsFeedsFromEnv({ NEWS_FEEDS: '["http://127.0.0.1:1/a.xml"]' })).toEqual([
      'http://127.0.0.1:1/a.xml',
    ]);
    expect(() => newsFeedsFromEnv({ NEWS_FEEDS: 'nope' })).toThrow(/NEWS_FEEDS/);
  });
});
