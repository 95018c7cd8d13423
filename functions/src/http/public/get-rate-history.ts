import { RATE_HISTORY } from '@maplestone/shared/mortgage/rules';
import { NATIONAL } from '@maplestone/shared/rates/provinces';
import type { RateType } from '@maplestone/shared/rates/rates';
import { type RateHistory, rateHistoryQuerySchema } from '@maplestone/shared/schemas/rate-history';
import { rateRegionSchema } from '@maplestone/shared/schemas/rates';
import { dayOf, keys } from '../../data/keys';
import { rateHistory } from '../../data/repositories/rate-history';
import { defineHandler, ok, PUBLIC_CACHE, parseWith } from '../../lib/http';
import {
  ourChartPoints,
  postedChartPoints,
  postedSeries,
  rangeStart,
} from '../../services/rates-scrape/history';
import { readThrough } from '../../services/read-cache';

/**
 * GET /api/rates/history?province=&range=1y|5y|all (ADR 081): our best 5-year fixed and variable of the province
 * (National's where the province has none) and the Bank of Canada's posted 5-year, each one Query of its days.
 */
export const getRateHistory = defineHandler({
  query: rateHistoryQuerySchema,
  handle: async ({ query }) => {
    const province = query.province ? parseWith(rateRegionSchema, query.province) : NATIONAL;
    const to = dayOf(new Date().toISOString());
    const from = rangeStart(to, query.range);
    const range = { from, to };
    const body = await readThrough(`rate-history:${province}:${query.range}:${to}`, async () => {
      const ours = async (type: RateType) => {
        const read = (region: string) =>
          rateHistory.read(keys.rateHistoryOurs(region, type, RATE_HISTORY.chartTerm), range);
        // Both at once: the National fallback costs no second round trip.
        const [own, national] = await Promise.all([
          read(province),
          province === NATIONAL ? Promise.resolve([]) : read(NATIONAL),
        ]);
        const region = own.length > 0 || province === NATIONAL ? province : NATIONAL;
        return { region, points: ourChartPoints(own.length > 0 ? own : national, query.range) };
      };
      const [fixed, variable, posted] = await Promise.all([
        ours('fixed'),
        ours('variable'),
        rateHistory.read(postedSeries(), range),
      ]);
      const points = postedChartPoints(posted);
      const first = [fixed.points[0]?.d, variable.points[0]?.d, points[0]?.d].filter(Boolean).sort()[0];
      return {
        province,
        range: query.range,
        from: from ?? first ?? to,
        to,
        fixed,
        variable,
        posted: { points },
      } satisfies RateHistory;
    });
    return ok(body, PUBLIC_CACHE);
  },
});
