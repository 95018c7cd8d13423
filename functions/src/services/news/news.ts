import { LIMITS } from '@maplestone/shared/domain';
import { contentNewsWords } from '@maplestone/shared/i18n/en/content';
import type { NewsItem, NewsPage } from '@maplestone/shared/schemas/misc';
import * as z from 'zod';
import { parseEnv } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { errorFields, type Logger } from '../../lib/logger';
import { parseFeed } from './parse-feed';

/** The live feeds (DOMAIN.md); NEWS_FEEDS (a JSON list of URLs) replaces them, e.g. with recorded copies. */
export const DEFAULT_NEWS_FEEDS = [
  'https://www.canadianmortgagetrends.com/feed/',
  'https://www.bankofcanada.ca/content_type/press-releases/feed/',
];

/** A page view within this long of the last fetch is served from the cache without touching the feeds. */
export const NEWS_FRESH_MS = 15 * 60 * 1000;
/** When a feed failed, its part is refetched sooner than that. */
export const NEWS_RETRY_MS = 60 * 1000;
/** How long a stale copy survives in the table to stand in for failing feeds (DynamoDB TTL). */
export const NEWS_CACHE_TTL_SECONDS = 7 * 24 * 3600;
/** Each feed keeps its newest 50 items, so two feeds give the 100 the search covers. */
export const ITEMS_PER_FEED = LIMITS.newsSearchMaxItems / 2;
/** DynamoDB items stop at 400 KB: the snapshot drops its oldest items until it fits well under. */
const MAX_SNAPSHOT_BYTES = 300_000;

/** The snapshot as stored: oldest items dropped while it would not fit in one item. */
export function fitSnapshot(snapshot: NewsSnapshot): NewsSnapshot {
  const copy: NewsSnapshot = structuredClone(snapshot);
  const size = () => Buffer.byteLength(JSON.stringify(copy), 'utf8');
  while (size() > MAX_SNAPSHOT_BYTES) {
    const longest = Object.values(copy.feeds).sort((a, b) => b.items.length - a.items.length)[0];
    if (!longest || longest.items.length === 0) break;
    longest.items.pop();
  }
  return copy;
}

export class NewsUnavailableError extends AppError {
  constructor(message: string = contentNewsWords.fetchFailed) {
    super(502, 'news_unavailable', message);
  }
}

const feedsSchema = z
  .array(z.url({ protocol: /^https?$/ }))
  .min(1)
  .max(10);

export function newsFeedsFromEnv(env: NodeJS.ProcessEnv = process.env): string[] {
  const { NEWS_FEEDS } = parseEnv(z.object({ NEWS_FEEDS: z.string().optional() }), env);
  if (!NEWS_FEEDS) return DEFAULT_NEWS_FEEDS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(NEWS_FEEDS);
  } catch {
    throw new Error('Invalid environment: NEWS_FEEDS must be a JSON list of feed URLs');
  }
  const result = feedsSchema.safeParse(parsed);
  if (!result.success) throw new Error(`Invalid environment: NEWS_FEEDS: ${result.error.issues[0]?.message}`);
  return result.data;
}

/** What the cache holds: each feed's items as last read, and when each feed was last tried. */
export interface NewsSnapshot {
  feeds: Record<string, { items: NewsItem[]; fetchedAt: string | null; failedAt: string | null }>;
}

export interface NewsCache {
  get(): Promise<{ value: NewsSnapshot; storedAt: string } | undefined>;
  put(value: NewsSnapshot): Promise<void>;
}

export interface NewsDeps {
  feeds: string[];
  fetchFeed: (url: string) => Promise<string>;
  cache: NewsCache;
  now: () => Date;
  log: Logger;
}

/** Newest first; ties by title so the order is stable. At most `limit` items, unique by id. */
export function mergeItems(lists: NewsItem[][], limit: number = LIMITS.newsSearchMaxItems): NewsItem[] {
  const byId = new Map<string, NewsItem>();
  for (const list of lists) for (const item of list) if (!byId.has(item.id)) byId.set(item.id, item);
  return [...byId.values()]
    .sort((a, b) => b.published.localeCompare(a.published) || a.title.localeCompare(b.title))
    .slice(0, limit);
}

/** Case- and accent-insensitive search over title, summary and categories; every word must match. */
export function searchItems(items: NewsItem[], search: string | undefined): NewsItem[] {
  const fold = (value: string) =>
    value
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(search ?? '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0) return items;
  return items.filter((item) => {
    const haystack = fold([item.title, item.summary, ...item.categories].join('\n'));
    return words.every((word) => haystack.includes(word));
  });
}

export function paginate(items: NewsItem[], page: number, count: number): NewsPage {
  const start = (page - 1) * count;
  return { items: items.slice(start, start + count), hasMore: items.length > start + count };
}

function isFresh(feed: NewsSnapshot['feeds'][string] | undefined, now: number): boolean {
  if (!feed) return false;
  if (feed.failedAt && (!feed.fetchedAt || feed.failedAt > feed.fetchedAt)) {
    return now - Date.parse(feed.failedAt) < NEWS_RETRY_MS;
  }
  return feed.fetchedAt !== null && now - Date.parse(feed.fetchedAt) < NEWS_FRESH_MS;
}

/**
 * The merged items of every feed: from the table while fresh; otherwise the stale feeds are read
 * again (in parallel, 10 s each). A failing feed keeps its last good items; when no feed has ever
 * given anything, NewsUnavailableError ('Failed to fetch news').
 */
export async function loadNews(deps: NewsDeps): Promise<NewsItem[]> {
  const now = deps.now();
  let cached: NewsSnapshot | undefined;
  try {
    cached = (await deps.cache.get())?.value;
  } catch (error) {
    deps.log.warn('news cache unreadable', errorFields(error));
  }
  const snapshot: NewsSnapshot = { feeds: {} };
  for (const url of deps.feeds) {
    snapshot.feeds[url] = cached?.feeds[url] ?? { items: [], fetchedAt: null, failedAt: null };
  }
  const stale = deps.feeds.filter((url) => !isFresh(cached?.feeds[url], now.getTime()));

  if (stale.length > 0) {
    const results = await Promise.all(
      stale.map(async (url) => {
        const started = Date.now();
        try {
          const { items, skipped } = parseFeed(await deps.fetchFeed(url));
          deps.log.info('news feed read', {
            feed: url,
            items: items.length,
            skipped,
            ms: Date.now() - started,
          });
          return { url, items };
        } catch (error) {
          deps.log.warn('news feed failed', { feed: url, ms: Date.now() - started, ...errorFields(error) });
          return { url, items: undefined };
        }
      }),
    );
    const at = now.toISOString();
    for (const { url, items } of results) {
      const previous = snapshot.feeds[url]!;
      snapshot.feeds[url] = items
        ? { items: mergeItems([items], ITEMS_PER_FEED), fetchedAt: at, failedAt: null }
        : { ...previous, failedAt: at };
    }
    try {
      await deps.cache.put(snapshot);
    } catch (error) {
      deps.log.warn('news cache not written', errorFields(error));
    }
  }

  const feeds = Object.values(snapshot.feeds);
  if (feeds.every((feed) => feed.fetchedAt === null)) {
    throw new NewsUnavailableError();
  }
  return mergeItems(feeds.map((feed) => feed.items));
}

export async function getNewsPage(
  query: { page: number; count: number; search?: string },
  deps: NewsDeps,
): Promise<NewsPage> {
  const items = await loadNews(deps);
  return paginate(searchItems(items, query.search), query.page, query.count);
}
