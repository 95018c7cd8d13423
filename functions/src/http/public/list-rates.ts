import { rateRegionSchema, ratesQuerySchema } from '@maplestone/shared/schemas/rates';
import { rates } from '../../data/repositories/rates';
import { defineHandler, ok, PUBLIC_CACHE, parseWith } from '../../lib/http';
import { regionsToRead, selectPublicRates } from '../../services/rates';
import { readThrough } from '../../services/read-cache';

/** GET /api/rates?province=&type=: active rates in the four terms, lowest our_rate first (National fallback). */
export const listRates = defineHandler({
  query: ratesQuerySchema,
  handle: async ({ query }) => {
    const province = query.province ? parseWith(rateRegionSchema, query.province) : undefined;
    const regions = regionsToRead(province);
    const active = await readThrough(`rates:${regions ?? 'all'}:${query.type ?? 'all'}`, async () =>
      regions
        ? (await Promise.all(regions.map((region) => rates.listActiveForRegion(region, query.type)))).flat()
        : rates.listActive(),
    );
    return ok(selectPublicRates(active, { province, type: query.type }), PUBLIC_CACHE);
  },
});
