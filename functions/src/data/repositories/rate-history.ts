import { storedRateHistoryDaySchema } from '@maplestone/shared/schemas/rate-history';
import { ENTITY, keys, stamp } from '../keys';
import { putItems, queryAll, toEntity } from '../query';
import { rates } from './rates';

/**
 * One day of a rate history series (ADR 081). Our series carry the best our_rate of the region's active rates
 * of that type and term that day (and the best posted_rate, if any); a Bank of Canada series carries its
 * posted rate in posted_rate.
 */
export interface RateHistoryPoint {
  /** The series: keys.rateHistoryOurs(...) or keys.rateHistoryBank(...). */
  series: string;
  /** YYYY-MM-DD. */
  d: string;
  our_rate?: number;
  posted_rate?: number | null;
}

/** The day's point overwrites any earlier write of the same day: a re-run never adds a second point. */
function pointItem(point: RateHistoryPoint, now: string) {
  return { ...keys.rateHistoryPoint(point.series, point.d), ...stamp(ENTITY.rateHistory, now), ...point };
}

/** Reads a series' items one Query at a time (oldest first unless newestFirst). */
function querySeries(
  series: string,
  range: { from?: string; to?: string; newestFirst?: boolean; limit?: number },
) {
  const from = keys.rateHistoryDay(range.from ?? '0000-00-00');
  const to = keys.rateHistoryDay(range.to ?? '9999-99-99');
  return queryAll<Record<string, unknown>>({
    KeyConditionExpression: '#pk = :pk AND #sk BETWEEN :from AND :to',
    ExpressionAttributeNames: { '#pk': 'PK', '#sk': 'SK', '#d': 'd' },
    ExpressionAttributeValues: { ':pk': keys.rateHistorySeries(series), ':from': from, ':to': to },
    // Only what a chart needs goes over the wire.
    ProjectionExpression: '#d, our_rate, posted_rate',
    ScanIndexForward: !range.newestFirst,
    ...(range.limit ? { Limit: range.limit } : {}),
  });
}

const toPoint =
  (series: string) =>
  (item: Record<string, unknown>): RateHistoryPoint => ({
    series,
    ...toEntity(storedRateHistoryDaySchema, item)!,
  });

export const rateHistory = {
  /** Writes points, 25 to a BatchWriteItem, unprocessed ones sent again (each is a whole-item put: idempotent). */
  async putPoints(points: readonly RateHistoryPoint[], now = new Date().toISOString()): Promise<void> {
    await putItems(
      points.map((point) => pointItem(point, now)),
      'rate history points',
    );
  },

  /** A series' points from `from` to `to` (days, inclusive), oldest first: one Query (paged). */
  async read(series: string, range: { from?: string; to?: string } = {}): Promise<RateHistoryPoint[]> {
    return (await querySeries(series, range)).map(toPoint(series));
  },

  /** The first and last day a series holds (two Queries of one item each), or undefined when it is empty. */
  async edges(series: string): Promise<{ oldest: string; newest: string } | undefined> {
    const [oldest, newest] = await Promise.all([
      querySeries(series, { limit: 1 }),
      querySeries(series, { limit: 1, newestFirst: true }),
    ]);
    if (!oldest[0] || !newest[0]) return undefined;
    return { oldest: toPoint(series)(oldest[0]).d, newest: toPoint(series)(newest[0]).d };
  },
};

/** What the scrape keeps the history with (services/rates-scrape/history.ts HistoryStore). */
export const rateHistoryStore = {
  listActiveRates: () => rates.listActive(),
  putPoints: (points: readonly RateHistoryPoint[]) => rateHistory.putPoints(points),
  edges: (series: string) => rateHistory.edges(series),
};
