import { createHash } from 'node:crypto';
import { LIMITS } from '@maplestone/shared/domain';
import { cache as tableCache } from '../../data/repositories/cache';
import { fetchText } from '../../lib/fetch-text';
import { type Logger, logger as rootLogger } from '../../lib/logger';
import {
  fitSnapshot,
  NEWS_CACHE_TTL_SECONDS,
  type NewsDeps,
  type NewsSnapshot,
  newsFeedsFromEnv,
} from './news';

/** What every news snapshot's cache name starts with. */
export const NEWS_CACHE_PREFIX = 'news#';

/**
 * One snapshot per list of feeds: a snapshot only means something for the feeds it was read from, and a
 * handler with other feeds (another configuration, a test's own) never overwrites this one's.
 */
export function newsCacheName(feedUrls: readonly string[]): string {
  return `${NEWS_CACHE_PREFIX}${createHash('sha256').update(feedUrls.join('\n')).digest('hex').slice(0, 16)}`;
}
let configuredFeeds: string[] | undefined;
const feeds = () => {
  configuredFeeds ??= newsFeedsFromEnv();
  return configuredFeeds;
};

/** The feeds of this environment (read once), the table as cache, and fetch with the spec's 10 s timeout. */
export function defaultNewsDeps(log: Logger = rootLogger): NewsDeps {
  const cacheName = newsCacheName(feeds());
  return {
    feeds: feeds(),
    fetchFeed: (url) =>
      fetchText(url, {
        timeoutMs: LIMITS.newsTimeoutMs,
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8',
      }),
    cache: {
      get: () => tableCache.get<NewsSnapshot>(cacheName),
      put: (value) => tableCache.put(cacheName, fitSnapshot(value), NEWS_CACHE_TTL_SECONDS),
    },
    now: () => new Date(),
    log,
  };
}
