import { LIMITS } from '@maplestone/shared';
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

const CACHE_NAME = 'news';
let configuredFeeds: string[] | undefined;
const feeds = () => {
  configuredFeeds ??= newsFeedsFromEnv();
  return configuredFeeds;
};

/** The feeds of this environment (read once), the table as cache, and fetch with the spec's 10 s timeout. */
export function defaultNewsDeps(log: Logger = rootLogger): NewsDeps {
  return {
    feeds: feeds(),
    fetchFeed: (url) =>
      fetchText(url, {
        timeoutMs: LIMITS.newsTimeoutMs,
        accept: 'application/rss+xml, application/xml;q=0.9, text/xml;q=0.8',
      }),
    cache: {
      get: () => tableCache.get<NewsSnapshot>(CACHE_NAME),
      put: (value) => tableCache.put(CACHE_NAME, fitSnapshot(value), NEWS_CACHE_TTL_SECONDS),
    },
    now: () => new Date(),
    log,
  };
}
