import { isTerm } from '@maplestone/shared/rates/rates';
import * as z from 'zod';
import { rates } from '../../data/repositories/rates';
import { defineHandler, ok } from '../../lib/http';

const ratesQuerySchema = z.strictObject({ status: z.enum(['active', 'all']).default('active') });

/**
 * GET /api/admin/rates: active rates in the four terms, lowest our_rate first (the spec's list);
 * ?status=all adds the inactive ones, so a rate switched off can be switched back on.
 */
export const listAdminRates = defineHandler({
  query: ratesQuerySchema,
  handle: async ({ query }) => {
    const list = query.status === 'all' ? await rates.listAll() : await rates.listActive();
    return ok(
      list
        .filter((rate) => isTerm(rate.term))
        .map((rate, i) => ({ rate, i }))
        .sort((a, b) => a.rate.our_rate - b.rate.our_rate || a.i - b.i)
        .map(({ rate }) => rate),
    );
  },
});
