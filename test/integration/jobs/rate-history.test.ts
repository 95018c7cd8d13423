import { describe, expect, it } from 'vitest';
import { dayOf, keys } from '../../../functions/src/data/keys';
import { rateHistory } from '../../../functions/src/data/repositories/rate-history';
import { rates } from '../../../functions/src/data/repositories/rates';
import { runScrape } from '../../../functions/src/jobs/scrape-rates';
import { postedSeries } from '../../../functions/src/services/rates-scrape/history';

const bestOf = (list: { our_rate: number }[]) => Math.min(...list.map((rate) => rate.our_rate));

describe('rate history kept by the scrape (recorded sources, real table)', () => {
  it("writes today's best rate of each region/type/term once, however often it runs", async () => {
    const first = await runScrape();
    expect(first.history?.errors).toEqual([]);
    const today = dayOf(new Date().toISOString());
    const active = await rates.listActive();
    const of = (province: string, type: string) =>
      active.filter((r) => r.province === province && r.rate_type === type && r.term === '5 year');

    for (const [province, type] of [
      ['National', 'fixed'],
      ['Ontario', 'fixed'],
      ['Ontario', 'variable'],
    ] as const) {
      const series = keys.rateHistoryOurs(province, type, '5 year');
      const points = await rateHistory.read(series, { from: today, to: today });
      expect(points, series).toHaveLength(1);
      expect(points[0]).toMatchObject({ d: today, our_rate: bestOf(of(province, type)) });
    }
    expect(first.history!.snapshot).toBeGreaterThanOrEqual(3);

    const second = await runScrape();
    expect(second.history).toMatchObject({ snapshot: first.history!.snapshot, errors: [] });
    const series = keys.rateHistoryOurs('National', 'fixed', '5 year');
    expect((await rateHistory.read(series)).filter((p) => p.d === today)).toHaveLength(1);
  });

  it("holds the Bank of Canada's posted 5-year from 2020 on, backfilled once, then only the newest again", async () => {
    await runScrape();
    const posted = await rateHistory.read(postedSeries());
    expect(posted[0]).toMatchObject({ d: '2020-01-01', posted_rate: 5.19 });
    expect(posted.at(-1)).toMatchObject({ d: '2026-11-18', posted_rate: 6.09 });
    expect(posted.length).toBeGreaterThanOrEqual(5 * 52);
    expect(await rateHistory.edges(postedSeries())).toEqual({ oldest: '2020-01-01', newest: '2026-11-18' });

    const again = await runScrape();
    expect(again.history?.posted).toBe(1);
    expect(await rateHistory.read(postedSeries())).toHaveLength(posted.length);
  });
});
