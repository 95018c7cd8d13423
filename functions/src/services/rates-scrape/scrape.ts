import { createHash } from 'node:crypto';
import {
  isPlausibleScrapedRate,
  MANUAL_RATE_SOURCE,
  type RateType,
  type Term,
} from '@maplestone/shared/rates/rates';
import { type Rate, scrapedRateSchema } from '@maplestone/shared/schemas/rates';
import * as z from 'zod';
import { parseEnv } from '../../lib/env';
import { fetchText } from '../../lib/fetch-text';
import { errorFields, type Logger } from '../../lib/logger';
import {
  type HistoryReport,
  type HistorySource,
  type HistoryStore,
  historySourceFromEnv,
  recordHistory,
} from './history';
import {
  type BankOfCanadaReference,
  DEFAULT_RATE_SOURCES,
  DEFAULT_SPREADS,
  type Reading,
  readSource,
  type SourceConfig,
  type Spreads,
  sourceConfigSchema,
  spreadsSchema,
  storedSourceUrl,
} from './sources';

export interface ScrapeConfig {
  sources: SourceConfig[];
  spreads: Spreads;
  /** The posted 5-year series' history (RATE_HISTORY_SOURCE; ADR 081). */
  history?: HistorySource;
}

function jsonEnv<S extends z.ZodType>(
  name: string,
  raw: string | undefined,
  schema: S,
): z.infer<S> | undefined {
  if (!raw) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw new Error(`Invalid environment: ${name} is not JSON`);
  }
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new Error(`Invalid environment: ${name}.${issue?.path.join('.')}: ${issue?.message}`);
  }
  return result.data;
}

/** RATE_SOURCES (JSON list of sources) and RATE_SPREADS (JSON {fixed, variable}); defaults otherwise. */
export function scrapeConfigFromEnv(env: NodeJS.ProcessEnv = process.env): ScrapeConfig {
  const { RATE_SOURCES, RATE_SPREADS } = parseEnv(
    z.object({ RATE_SOURCES: z.string().optional(), RATE_SPREADS: z.string().optional() }),
    env,
  );
  const sources = jsonEnv('RATE_SOURCES', RATE_SOURCES, z.array(sourceConfigSchema).min(1).max(20));
  const spreads = jsonEnv('RATE_SPREADS', RATE_SPREADS, spreadsSchema);
  return {
    sources: sources ?? DEFAULT_RATE_SOURCES,
    spreads: spreads ?? DEFAULT_SPREADS,
    history: historySourceFromEnv(env),
  };
}

/** What the job needs from the rates repository. */
export interface RateStore {
  findByNaturalKey(key: {
    province: string;
    rate_type: string;
    term: string;
    mortgage_type: string | null;
    source_url: string | null;
  }): Promise<Rate | undefined>;
  /** false when a rate with this id exists already. */
  create(rate: Rate): Promise<boolean>;
  /** Only scraped_at changes: the values read are the ones stored. */
  touchScraped(id: string, scrapedAt: string): Promise<void>;
  /** New values: posted_rate, our_rate, scraped_at and updated_at; is_active is left as it is. */
  applyScraped(
    id: string,
    values: { posted_rate: number | null; our_rate: number },
    at: string,
  ): Promise<void>;
}

export type Rejection = { source: string; term: string; rate_type: string; reason: string; value?: number };

export interface SourceReport {
  name: string;
  url: string;
  ok: boolean;
  error?: string;
  read: number;
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  ms: number;
}

export interface ScrapeSummary {
  startedAt: string;
  sources: SourceReport[];
  created: number;
  updated: number;
  unchanged: number;
  rejected: number;
  failedSources: number;
  rejections: Rejection[];
  /** The day's history points written (ADR 081); absent when the run keeps no history. */
  history?: HistoryReport;
  ms: number;
}

export interface ScrapeDeps {
  config: ScrapeConfig;
  store: RateStore;
  fetch: (url: string, timeoutMs: number) => Promise<string>;
  now: () => Date;
  log: Logger;
  /** Where the day's best rates and the posted series are kept (ADR 081). */
  history?: HistoryStore;
}

export const defaultFetch = (url: string, timeoutMs: number) =>
  fetchText(url, { timeoutMs, accept: 'application/json, text/html;q=0.9, */*;q=0.5' });

/** Scraped rates have an id derived from their natural key, so concurrent runs cannot create twins. */
export function scrapedRateId(key: {
  province: string;
  rate_type: string;
  term: string;
  mortgage_type: string;
  source_url: string;
}): string {
  const natural = [key.province, key.rate_type, key.term, key.mortgage_type, key.source_url].join('\u0000');
  return `rate-s-${createHash('sha256').update(natural).digest('hex').slice(0, 32)}`;
}

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The Bank of Canada figure a value is checked against: prime for variable rates, the posted rate for
 * the term for fixed ones (the 5-year stands in for the 7-year, which the Bank does not publish).
 */
export function referenceFor(
  reference: BankOfCanadaReference | undefined,
  term: Term,
  rateType: RateType,
): number | undefined {
  if (!reference) return undefined;
  if (rateType === 'variable') return reference.prime;
  return reference[term] ?? (term === '7 year' ? reference['5 year'] : undefined);
}

type Candidate = z.infer<typeof scrapedRateSchema>;

/**
 * One reading to a storable rate, or the reason it is rejected. Values read from the source must lie
 * within 0.5–15 % and 1.5 points of the Bank of Canada's figure; a derived our_rate (posted minus the
 * configured spread) must lie within 0.5–15 %.
 */
export function validateReading(
  reading: Reading,
  context: {
    source: SourceConfig;
    spreads: Spreads;
    reference: BankOfCanadaReference | undefined;
    scrapedAt: string;
  },
): { rate: Candidate } | { rejection: Omit<Rejection, 'source'> } {
  const where = { term: reading.term, rate_type: reading.rate_type };
  const check = reading.rate_type === 'fixed' || reading.rate_type === 'variable';
  const bank = check ? referenceFor(context.reference, reading.term, reading.rate_type) : undefined;
  for (const field of ['posted_rate', 'our_rate'] as const) {
    const value = reading[field];
    if (value === null) continue;
    if (!isPlausibleScrapedRate(value, bank)) {
      const why =
        Number.isFinite(value) && value >= 0.5 && value <= 15
          ? `more than 1.5 points from ${bank}`
          : 'outside 0.5–15 %';
      return { rejection: { ...where, value, reason: `${field} ${why}` } };
    }
  }
  let ourRate = reading.our_rate;
  if (ourRate === null) {
    const spread = context.spreads[reading.rate_type]?.[reading.term];
    if (reading.posted_rate === null || spread === undefined) {
      return { rejection: { ...where, reason: 'no our_rate and no spread configured for it' } };
    }
    ourRate = round3(reading.posted_rate - spread);
  }
  const candidate = scrapedRateSchema.safeParse({
    ...where,
    province: context.source.province,
    posted_rate: reading.posted_rate === null ? null : round3(reading.posted_rate),
    our_rate: round3(ourRate),
    mortgage_type: context.source.mortgage_type,
    source_url: storedSourceUrl(context.source),
    scraped_at: context.scrapedAt,
  });
  if (!candidate.success) {
    const issue = candidate.error.issues[0];
    return { rejection: { ...where, value: ourRate, reason: `${issue?.path.join('.')}: ${issue?.message}` } };
  }
  return { rate: candidate.data };
}

type Outcome = 'created' | 'updated' | 'unchanged' | 'manual';

/** Upsert by (province, term, rate_type, mortgage_type, source_url); never touches manual rates. */
async function upsert(store: RateStore, rate: Candidate): Promise<Outcome> {
  const naturalKey = {
    province: rate.province,
    rate_type: rate.rate_type,
    term: rate.term,
    mortgage_type: rate.mortgage_type,
    source_url: rate.source_url,
  };
  if (rate.source_url === MANUAL_RATE_SOURCE) return 'manual';
  for (let attempt = 0; attempt < 2; attempt++) {
    const existing = await store.findByNaturalKey(naturalKey);
    if (existing) {
      if (existing.source_url === MANUAL_RATE_SOURCE) return 'manual';
      const same =
        existing.our_rate === rate.our_rate && (existing.posted_rate ?? null) === (rate.posted_rate ?? null);
      if (same) {
        await store.touchScraped(existing.id, rate.scraped_at);
        return 'unchanged';
      }
      await store.applyScraped(
        existing.id,
        { posted_rate: rate.posted_rate, our_rate: rate.our_rate },
        rate.scraped_at,
      );
      return 'updated';
    }
    const created = await store.create({
      id: scrapedRateId(naturalKey),
      ...naturalKey,
      posted_rate: rate.posted_rate,
      our_rate: rate.our_rate,
      is_active: true,
      scraped_at: rate.scraped_at,
      updated_at: rate.scraped_at,
    });
    if (created) return 'created';
    // Another run created it a moment ago: read it and compare.
  }
  return 'unchanged';
}

/**
 * Runs every configured source. Each source is read (in parallel, each with its own deadline) and
 * parsed as a whole: a source that fails (timeout, bad status, changed page) contributes nothing and
 * existing rates stay as they are. Nothing is ever deleted or deactivated.
 */
export async function scrapeRates(deps: ScrapeDeps): Promise<ScrapeSummary> {
  const started = Date.now();
  const startedAt = deps.now().toISOString();
  const { sources, spreads } = deps.config;

  const bodies = await Promise.all(
    sources.map(async (source) => {
      const t0 = Date.now();
      try {
        const readout = readSource(source, await deps.fetch(source.url, source.timeoutMs));
        return { source, readout, ms: Date.now() - t0 };
      } catch (error) {
        return { source, error: error as Error, ms: Date.now() - t0 };
      }
    }),
  );
  const reference = bodies.find((body) => body.readout?.reference)?.readout?.reference;
  if (!reference) deps.log.warn('rates scrape: no Bank of Canada reference; bounds checked only');

  const summary: ScrapeSummary = {
    startedAt,
    sources: [],
    created: 0,
    updated: 0,
    unchanged: 0,
    rejected: 0,
    failedSources: 0,
    rejections: [],
    ms: 0,
  };
  for (const body of bodies) {
    const { source } = body;
    const report: SourceReport = {
      name: source.name,
      url: storedSourceUrl(source),
      ok: !body.error,
      read: 0,
      created: 0,
      updated: 0,
      unchanged: 0,
      rejected: 0,
      ms: body.ms,
    };
    summary.sources.push(report);
    if (body.error || !body.readout) {
      report.error = body.error?.message ?? 'no readings';
      summary.failedSources += 1;
      deps.log.warn('rates source failed', { source: source.name, ms: body.ms, ...errorFields(body.error) });
      continue;
    }
    report.read = body.readout.readings.length;
    const valid: Candidate[] = [];
    for (const reading of body.readout.readings) {
      const result = validateReading(reading, { source, spreads, reference, scrapedAt: startedAt });
      if ('rate' in result) {
        valid.push(result.rate);
        continue;
      }
      const rejection = { source: source.name, ...result.rejection };
      summary.rejections.push(rejection);
      report.rejected += 1;
      deps.log.warn('rate rejected', rejection);
    }
    // Each rate has its own natural key, so the source's upserts run side by side.
    for (const outcome of await Promise.all(valid.map((rate) => upsert(deps.store, rate)))) {
      if (outcome !== 'manual') report[outcome] += 1;
    }
    deps.log.info('rates source read', { ...report });
  }
  if (deps.history && deps.config.history) {
    summary.history = await recordHistory({
      store: deps.history,
      source: deps.config.history,
      fetch: deps.fetch,
      now: new Date(startedAt),
      log: deps.log,
    });
  }
  for (const report of summary.sources) {
    summary.created += report.created;
    summary.updated += report.updated;
    summary.unchanged += report.unchanged;
    summary.rejected += report.rejected;
  }
  summary.ms = Date.now() - started;
  deps.log.info('rates scrape done', {
    created: summary.created,
    updated: summary.updated,
    unchanged: summary.unchanged,
    rejected: summary.rejected,
    failedSources: summary.failedSources,
    ms: summary.ms,
  });
  return summary;
}

// Also what admin-api builds its answer from, so they live beside the invocation's contract.
export { scrapeFailed, scrapeMessage } from './invocation';
