import { RATE_HISTORY } from '@maplestone/shared/mortgage/rules';
import { isTerm, type RateLike } from '@maplestone/shared/rates/rates';
import type {
  RateHistoryPoint as ChartPoint,
  RateHistoryRange,
} from '@maplestone/shared/schemas/rate-history';
import * as z from 'zod';
import { dayOf, keys } from '../../data/keys';
import type { RateHistoryPoint } from '../../data/repositories/rate-history';
import { parseEnv } from '../../lib/env';
import { SourceError } from '../../lib/fetch-text';
import { errorFields, type Logger } from '../../lib/logger';
import { VALET, valetObservations } from './valet';

/**
 * Rate history (issue 21, ADR 081): each scrape keeps the day's best rates, and keeps the Bank of Canada's posted
 * 5-year series current from Valet (the whole series the first time: the backfill).
 */

/** The live series from the backfill's first day: weekly points, about 15 KB a year of JSON. */
export const POSTED_HISTORY_URL = `${VALET}/${RATE_HISTORY.postedSeries}/json?start_date=${RATE_HISTORY.backfillFrom}`;

export interface HistorySource {
  url: string;
  timeoutMs: number;
}

/** RATE_HISTORY_SOURCE: where the posted series is read (locally a recorded copy on loopback); live otherwise. */
export function historySourceFromEnv(env: NodeJS.ProcessEnv = process.env): HistorySource {
  const { RATE_HISTORY_SOURCE } = parseEnv(
    z.object({ RATE_HISTORY_SOURCE: z.url({ protocol: /^https?$/ }).optional() }),
    env,
  );
  return { url: RATE_HISTORY_SOURCE ?? POSTED_HISTORY_URL, timeoutMs: 10_000 };
}

/** What the scrape needs to keep the history. */
type ActiveRate = RateLike & { posted_rate?: number | null };

export interface HistoryStore {
  listActiveRates(): Promise<readonly ActiveRate[]>;
  putPoints(points: readonly RateHistoryPoint[]): Promise<void>;
  edges(series: string): Promise<{ oldest: string; newest: string } | undefined>;
}

export interface HistoryReport {
  /** Our series written for the day (one per region/type/term with an active rate). */
  snapshot: number;
  /** Posted-series points written (hundreds on the backfill, a few a day after). */
  posted: number;
  errors: string[];
}

const postedSeries = () => keys.rateHistoryBank(RATE_HISTORY.postedSeries);

/** The day's point of each region/type/term: the lowest our_rate of its active rates, and the lowest posted_rate. */
export function snapshotPoints(active: readonly ActiveRate[], day: string): RateHistoryPoint[] {
  const best = new Map<string, RateHistoryPoint>();
  for (const rate of active) {
    if (rate.is_active === false || !isTerm(rate.term)) continue;
    const series = keys.rateHistoryOurs(rate.province, rate.rate_type, rate.term);
    const point = best.get(series) ?? { series, d: day, our_rate: rate.our_rate, posted_rate: null };
    point.our_rate = Math.min(point.our_rate!, rate.our_rate);
    if (rate.posted_rate != null)
      point.posted_rate =
        point.posted_rate == null ? rate.posted_rate : Math.min(point.posted_rate, rate.posted_rate);
    best.set(series, point);
  }
  return [...best.values()];
}

/** A Valet answer's observations of one series, oldest first; empty values (a holiday) are skipped. */
export function parseValetSeries(url: string, json: string, seriesId: string): ChartPoint[] {
  const points: ChartPoint[] = [];
  for (const observation of valetObservations(url, json)) {
    const raw = (observation[seriesId] as { v?: unknown } | undefined)?.v;
    const value = typeof raw === 'string' && raw.trim() !== '' ? Number(raw) : Number.NaN;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(observation.d) || !Number.isFinite(value) || value <= 0 || value > 25)
      continue;
    points.push({ d: observation.d, v: value });
  }
  if (points.length === 0) throw new SourceError(url, 'malformed', `series ${seriesId} missing`);
  return points.sort((a, b) => a.d.localeCompare(b.d));
}

/**
 * What of an answer is not stored yet: everything when the series is empty (the backfill), otherwise the points
 * before its oldest (an earlier backfillFrom) and from its newest on (the newest again, in case Valet revised it).
 */
export function pointsToWrite(
  answer: readonly ChartPoint[],
  stored: { oldest: string; newest: string } | undefined,
): ChartPoint[] {
  if (!stored) return [...answer];
  return answer.filter((point) => point.d < stored.oldest || point.d >= stored.newest);
}

/**
 * After the rates are stored: today's point of each of our series, then the posted series brought up to date.
 * Each part fails on its own and is reported; the rates are already stored, so neither fails the scrape.
 */
export async function recordHistory(deps: {
  store: HistoryStore;
  source: HistorySource;
  fetch: (url: string, timeoutMs: number) => Promise<string>;
  now: Date;
  log: Logger;
}): Promise<HistoryReport> {
  const report: HistoryReport = { snapshot: 0, posted: 0, errors: [] };
  const day = dayOf(deps.now.toISOString());
  const [snapshot, posted] = await Promise.allSettled([
    (async () => {
      const points = snapshotPoints(await deps.store.listActiveRates(), day);
      await deps.store.putPoints(points);
      return points.length;
    })(),
    (async () => {
      const series = postedSeries();
      const [body, stored] = await Promise.all([
        deps.fetch(deps.source.url, deps.source.timeoutMs),
        deps.store.edges(series),
      ]);
      const missing = pointsToWrite(
        parseValetSeries(deps.source.url, body, RATE_HISTORY.postedSeries),
        stored,
      );
      await deps.store.putPoints(missing.map((point) => ({ series, d: point.d, posted_rate: point.v })));
      return missing.length;
    })(),
  ]);
  if (snapshot.status === 'fulfilled') report.snapshot = snapshot.value;
  else {
    report.errors.push(`snapshot: ${(snapshot.reason as Error)?.message}`);
    deps.log.warn('rate history snapshot failed', errorFields(snapshot.reason));
  }
  if (posted.status === 'fulfilled') report.posted = posted.value;
  else {
    report.errors.push(`posted series: ${(posted.reason as Error)?.message}`);
    deps.log.warn('rate history posted series failed', errorFields(posted.reason));
  }
  deps.log.info('rate history recorded', { day, snapshot: report.snapshot, posted: report.posted });
  return report;
}

// ---------------------------------------------------------------------------------------------
// Reading (GET /api/rates/history)

/** The first day a range covers, counted back from `today` (undefined: everything kept). */
export function rangeStart(today: string, range: RateHistoryRange): string | undefined {
  const years = RATE_HISTORY.rangeYears[range];
  if (years === null) return undefined;
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y - years, m - 1, d + 1));
  return start.toISOString().slice(0, 10);
}

/** Days since 1970-01-05 (a Monday), for grouping by week. */
const weekOf = (day: string) =>
  Math.floor((Date.parse(`${day}T00:00:00Z`) - Date.UTC(1970, 0, 5)) / 604_800_000);

/** The last point of each week (Monday to Sunday): a longer range's daily series at the posted series' pace. */
export function weekly(points: readonly ChartPoint[]): ChartPoint[] {
  const out: ChartPoint[] = [];
  for (const point of points) {
    const last = out[out.length - 1];
    if (last && weekOf(last.d) === weekOf(point.d)) out[out.length - 1] = point;
    else out.push(point);
  }
  return out;
}

/** Our series as chart points (our_rate), daily for a year, weekly beyond. */
export function ourChartPoints(points: readonly RateHistoryPoint[], range: RateHistoryRange): ChartPoint[] {
  const chart = points
    .filter((point) => typeof point.our_rate === 'number')
    .map((point) => ({ d: point.d, v: point.our_rate! }));
  return range === '1y' ? chart : weekly(chart);
}

/** The posted series as chart points (posted_rate). */
export function postedChartPoints(points: readonly RateHistoryPoint[]): ChartPoint[] {
  return points
    .filter((point) => typeof point.posted_rate === 'number')
    .map((point) => ({ d: point.d, v: point.posted_rate! }));
}

export { postedSeries };
