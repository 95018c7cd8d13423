import { rates } from '../data/repositories/rates';
import { type Logger, logger } from '../lib/logger';
import {
  defaultFetch,
  type RateStore,
  type ScrapeSummary,
  scrapeConfigFromEnv,
  scrapeFailed,
  scrapeRates,
} from '../services/rates-scrape/scrape';

const config = scrapeConfigFromEnv();

export const rateStore: RateStore = {
  findByNaturalKey: (key) => rates.findByNaturalKey(key),
  create: (rate) => rates.create(rate),
  touchScraped: (id, at) => rates.touchScraped(id, at),
  applyScraped: (id, values, at) => rates.applyScraped(id, values, at),
};

/** One scrape with this environment's sources (RATE_SOURCES) and spreads (RATE_SPREADS). */
export function runScrape(log: Logger = logger.child({ job: 'scrape-rates' })): Promise<ScrapeSummary> {
  return scrapeRates({ config, store: rateStore, fetch: defaultFetch, now: () => new Date(), log });
}

/**
 * EventBridge Scheduler target (02:00 America/Toronto). Throws when no source could be read, so the
 * invocation counts as failed (and alarms); a partial failure is logged with its figures.
 */
export async function handler(): Promise<Omit<ScrapeSummary, 'rejections'> & { rejections: number }> {
  const summary = await runScrape();
  if (scrapeFailed(summary)) {
    throw new Error(`rate scrape failed: ${summary.sources.map((s) => `${s.name}: ${s.error}`).join('; ')}`);
  }
  return { ...summary, rejections: summary.rejections.length };
}
