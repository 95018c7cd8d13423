import { describe, expect, it } from 'vitest';
import type { RateHistoryPoint } from '../../../functions/src/data/repositories/rate-history';
import {
  type HistoryStore,
  historySourceFromEnv,
  ourChartPoints,
  parseValetSeries,
  pointsToWrite,
  rangeStart,
  recordHistory,
  snapshotPoints,
  weekly,
} from '../../../functions/src/services/rates-scrape/history';
import { fixtureIn } from '../../support/fixtures';
import { rateRow } from '../functions/support';
import { recordingLogger } from './support';

const fixture = fixtureIn('rates');
const silent = recordingLogger([]);

describe('snapshotPoints: the day of each region/type/term', () => {
  it('keeps the lowest our_rate and lowest posted rate of the active rates, per series', () => {
    const points = snapshotPoints(
      [
        rateRow('Ontario', 'fixed', '5 year', 4.64, { posted_rate: 6.09 }),
        rateRow('Ontario', 'fixed', '5 year', 3.94, { posted_rate: null }),
        rateRow('Ontario', 'fixed', '5 year', 3.5, { posted_rate: 5.5, is_active: false }),
        rateRow('Ontario', 'variable', '5 year', 4.15, { posted_rate: null }),
        rateRow('National', 'fixed', '5 year', 3.94, { posted_rate: 6.09 }),
        rateRow('National', 'fixed', '10 year', 3.1, { posted_rate: 6.5 }),
      ],
      '2026-11-23',
    );
    expect(points.sort((a, b) => a.series.localeCompare(b.series))).toEqual([
      { series: 'National#fixed#5 year', d: '2026-11-23', our_rate: 3.94, posted_rate: 6.09 },
      { series: 'Ontario#fixed#5 year', d: '2026-11-23', our_rate: 3.94, posted_rate: 6.09 },
      { series: 'Ontario#variable#5 year', d: '2026-11-23', our_rate: 4.15, posted_rate: null },
    ]);
  });
});

describe('the posted series from Valet', () => {
  it('reads the recorded copy: weekly points from 2020-01 to 2026-11, oldest first', () => {
    const points = parseValetSeries('x', fixture('valet-5-year-history.json'), 'V80691335');
    expect(points[0]).toEqual({ d: '2020-01-01', v: 5.19 });
    expect(points.at(-1)).toEqual({ d: '2026-11-18', v: 6.09 });
    expect(points.length).toBeGreaterThanOrEqual(52 * 5);
    expect(points.every((p, i) => i === 0 || points[i - 1]!.d < p.d)).toBe(true);
  });

  it('skips empty observations and refuses an answer without the series', () => {
    const body = JSON.stringify({
      observations: [
        { d: '2026-11-18', V80691335: { v: '6.09' } },
        { d: '2026-11-11', V80691335: { v: '' } },
      ],
    });
    expect(parseValetSeries('x', body, 'V80691335')).toEqual([{ d: '2026-11-18', v: 6.09 }]);
    expect(() => parseValetSeries('x', body, 'V1')).toThrow(/series V1 missing/);
    expect(() => parseValetSeries('x', 'not json', 'V1')).toThrow(/not JSON/);
  });

  it('writes everything on the backfill, then only what is new (and the newest again)', () => {
    const answer = [
      { d: '2026-11-04', v: 6.09 },
      { d: '2026-11-11', v: 6.09 },
      { d: '2026-11-18', v: 6.09 },
    ];
    expect(pointsToWrite(answer, undefined)).toHaveLength(3);
    expect(pointsToWrite(answer, { oldest: '2026-11-04', newest: '2026-11-11' }).map((p) => p.d)).toEqual([
      '2026-11-11',
      '2026-11-18',
    ]);
    expect(pointsToWrite(answer, { oldest: '2026-11-11', newest: '2026-11-18' }).map((p) => p.d)).toEqual([
      '2026-11-04',
      '2026-11-18',
    ]);
  });

  it('reads the live series unless RATE_HISTORY_SOURCE says otherwise', () => {
    expect(historySourceFromEnv({}).url).toBe(
      'https://www.bankofcanada.ca/valet/observations/V80691335/json?start_date=2020-01-01',
    );
    expect(historySourceFromEnv({ RATE_HISTORY_SOURCE: 'http://127.0.0.1:1/h.json' }).url).toBe(
      'http://127.0.0.1:1/h.json',
    );
    expect(() => historySourceFromEnv({ RATE_HISTORY_SOURCE: 'ftp://x' })).toThrow(/RATE_HISTORY_SOURCE/);
  });
});

describe('ranges and shaping', () => {
  it('counts a range back from today; all has no start', () => {
    expect(rangeStart('2026-11-23', '1y')).toBe('2025-11-24');
    expect(rangeStart('2026-11-23', '5y')).toBe('2021-11-24');
    expect(rangeStart('2026-11-23', 'all')).toBeUndefined();
  });

  it('keeps the last point of each week (Monday to Sunday) beyond a year, every day within one', () => {
    const days = ['2026-11-02', '2026-11-05', '2026-11-08', '2026-11-09', '2026-11-10'];
    const points: RateHistoryPoint[] = days.map((d, i) => ({ series: 's', d, our_rate: 4 + i / 10 }));
    expect(weekly(points.map((p) => ({ d: p.d, v: p.our_rate! }))).map((p) => p.d)).toEqual([
      '2026-11-08',
      '2026-11-10',
    ]);
    expect(ourChartPoints(points, '1y')).toHaveLength(5);
    expect(ourChartPoints(points, '5y')).toEqual([
      { d: '2026-11-08', v: 4.2 },
      { d: '2026-11-10', v: 4.4 },
    ]);
  });
});

describe('recordHistory', () => {
  function memoryStore(active: ReturnType<typeof rateRow>[]) {
    const items = new Map<string, RateHistoryPoint>();
    const store: HistoryStore = {
      listActiveRates: async () => active,
      putPoints: async (points) => {
        for (const point of points) items.set(`${point.series}|${point.d}`, { ...point });
      },
      edges: async (series) => {
        const days = [...items.values()]
          .filter((p) => p.series === series)
          .map((p) => p.d)
          .sort();
        return days.length ? { oldest: days[0]!, newest: days.at(-1)! } : undefined;
      },
    };
    return { store, items };
  }

  it('writes the day once however often it runs, and backfills the posted series once', async () => {
    const { store, items } = memoryStore([
      rateRow('Ontario', 'fixed', '5 year', 4.64, { posted_rate: 6.09 }),
    ]);
    const body = fixture('valet-5-year-history.json');
    const run = () =>
      recordHistory({
        store,
        source: { url: 'http://x/h.json', timeoutMs: 100 },
        fetch: async () => body,
        now: new Date('2026-11-23T07:00:00Z'),
        log: silent,
      });
    const first = await run();
    expect(first).toMatchObject({ snapshot: 1, errors: [] });
    expect(first.posted).toBeGreaterThanOrEqual(260);
    const second = await run();
    expect(second).toEqual({ snapshot: 1, posted: 1, errors: [] });
    expect([...items.values()].filter((p) => p.series === 'Ontario#fixed#5 year')).toEqual([
      { series: 'Ontario#fixed#5 year', d: '2026-11-23', our_rate: 4.64, posted_rate: 6.09 },
    ]);
    expect(items.size).toBe(1 + first.posted);
  });

  it('a failing Valet leaves the snapshot written and says why', async () => {
    const { store, items } = memoryStore([
      rateRow('National', 'variable', '5 year', 3.85, { posted_rate: 4.45 }),
    ]);
    const report = await recordHistory({
      store,
      source: { url: 'http://x/h.json', timeoutMs: 100 },
      fetch: async () => {
        throw new Error('503');
      },
      now: new Date('2026-11-23T07:00:00Z'),
      log: silent,
    });
    expect(report).toEqual({ snapshot: 1, posted: 0, errors: ['posted series: 503'] });
    expect(items.size).toBe(1);
  });
});
