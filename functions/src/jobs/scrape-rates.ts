import { rateHistoryStore } from '../data/repositories/rate-history';
import { rates } from '../data/repositories/rates';
import { type Logger, logger } from '../lib/logger';
import { sendDueRateAlerts } from '../services/rate-alert-sending';
import { historySourceFromEnv, recordHistory } from '../services/rates-scrape/history';
import { scrapeTriggerOf } from '../services/rates-scrape/invocation';
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
export async function runScrape(log: Logger = logger.child({ job: 'scrape-rates' })): Promise<ScrapeSummary> {
  const summary = await scrapeRates({
    config,
    store: rateStore,
    fetch: defaultFetch,
    now: () => new Date(),
    log,
    history: rateHistoryStore,
  });
  // Then the rate alerts the stored rates now meet (ADR 082): the nightly run and "scrape now" alike.
  await sendDueRateAlerts({ log });
  return summary;
}

/**
 * The rate history alone, as a scrape records it after the rates (ADR 081): today's point of the stored rates and
 * the posted 5-year series brought up to date. A fresh local stack records it at its first start (issue 35), so
 * "Rates over time" is not empty until someone runs a scrape.
 */
export function recordRateHistory(log: Logger = logger.child({ job: 'record-rate-history' })) {
  return recordHistory({
    store: rateHistoryStore,
    source: config.history ?? historySourceFromEnv(),
    fetch: defaultFetch,
    now: new Date(),
    log,
  });
}

/** The summary as the function answers it: the rejections counted (each is in the log). */
export type ScrapeAnswer = Omit<ScrapeSummary, 'rejections'> & { rejections: number };

/**
 * Invoked by EventBridge Scheduler at 02:00 America/Toronto (`{"trigger":"schedule"}`) and by admin-api's
 * "scrape now" (`{"trigger":"manual"}`, waiting for the answer: ADR 067). Answers the run's summary. When no
 * source could be read, the scheduled run throws, so the invocation counts as failed (and alarms); the manual
 * one answers the summary, and admin-api tells the admin. A partial failure is logged with its figures.
 */
export async function handler(event?: unknown): Promise<ScrapeAnswer> {
  const trigger = scrapeTriggerOf(event);
  const log = logger.child({ job: 'scrape-rates', trigger });
  log.info('rates scrape started');
  const summary = await runScrape(log);
  if (trigger === 'schedule' && scrapeFailed(summary)) {
    throw new Error(`rate scrape failed: ${summary.sources.map((s) => `${s.name}: ${s.error}`).join('; ')}`);
  }
  return { ...summary, rejections: summary.rejections.length };
}
