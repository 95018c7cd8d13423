import { type RateHistory, rateHistorySchema } from '@maplestone/shared/schemas/rate-history';
import { beforeAll, describe, expect, it } from 'vitest';
import { dayOf } from '../../../functions/src/data/keys';
import { rates } from '../../../functions/src/data/repositories/rates';
import { runScrape } from '../../../functions/src/jobs/scrape-rates';
import { api } from '../../support/http';

const history = <T = RateHistory>(query: string) => api<T>('GET', `/api/rates/history${query}`);

describe('GET /api/rates/history', () => {
  beforeAll(async () => {
    await runScrape();
  });

  it("answers a province's 5-year series and the posted 5-year over 5 years, CDN-cacheable", async () => {
    const answer = await history('?province=ON&range=5y');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toMatch(/s-maxage=\d+.*stale-while-revalidate=\d+/);
    const body = rateHistorySchema.parse(answer.body);
    const today = dayOf(new Date().toISOString());
    expect(body).toMatchObject({ province: 'Ontario', range: '5y', to: today });
    expect(body.fixed.region).toBe('Ontario');
    const ontarioFixed = (await rates.listActiveForRegion('Ontario', 'fixed')).filter(
      (r) => r.term === '5 year',
    );
    expect(body.fixed.points.at(-1)).toEqual({
      d: today,
      v: Math.min(...ontarioFixed.map((r) => r.our_rate)),
    });
    // Weekly posted points within the five years: about 260, none before the range.
    expect(body.posted.points.length).toBeGreaterThanOrEqual(255);
    expect(body.posted.points.every((p) => p.d >= body.from && p.d <= body.to)).toBe(true);
  });

  it('answers one year and everything kept', async () => {
    const year = rateHistorySchema.parse((await history('?province=National&range=1y')).body);
    expect(year.posted.points.length).toBeGreaterThanOrEqual(50);
    expect(year.posted.points.length).toBeLessThanOrEqual(53);
    expect(year.fixed.region).toBe('National');
    const all = rateHistorySchema.parse((await history('?range=all')).body);
    expect(all.province).toBe('National');
    expect(all.posted.points[0]).toEqual({ d: '2020-01-01', v: 5.19 });
    expect(all.from).toBe('2020-01-01');
  });

  it("falls back to National's series where the province has none (the territories' variable)", async () => {
    const yukon = rateHistorySchema.parse((await history('?province=YT&range=1y')).body);
    expect(yukon.province).toBe('Yukon');
    expect(yukon.fixed.region).toBe('Yukon');
    expect(yukon.variable.region).toBe('National');
    const national = rateHistorySchema.parse((await history('?province=National&range=1y')).body);
    expect(yukon.variable.points).toEqual(national.variable.points);
  });

  it('refuses a bad query with 400 and a clear message', async () => {
    const range = await history<{ error: { message: string } }>('?range=10y');
    expect(range.status).toBe(400);
    expect(range.body.error.message).toBe('Please choose a range of 1y, 5y or all');
    const province = await history<{ error: { message: string } }>('?province=Atlantis');
    expect(province.status).toBe(400);
    expect(province.body.error.message).toBe('Please choose a province or National');
    expect((await history('?province=ON&limit=5')).status).toBe(400);
  });
});
