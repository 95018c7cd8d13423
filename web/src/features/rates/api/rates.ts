import type { RateType } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import { ApiError, apiRequest, query } from '../../../lib/api';
import type { bestRateSchema, publicRateSchema } from './schemas';

export type PublicRate = z.infer<typeof publicRateSchema>;
export type BestRate = z.infer<typeof bestRateSchema>;

// The schemas (and zod) load in parallel with the first request, off the home page's critical path.
const schemas = () => import('./schemas');

export const rateKeys = {
  all: ['rates'] as const,
  list: (filters: { province?: string; type?: RateType }) => ['rates', 'list', filters] as const,
  best: () => ['rates', 'best'] as const,
};

/** GET /api/rates: active rates of a province (National when it has none) and type, by our_rate. */
export function ratesQuery(filters: { province?: string; type?: RateType }) {
  return queryOptions({
    queryKey: rateKeys.list(filters),
    queryFn: () =>
      apiRequest(`/api/rates${query(filters)}`, {
        schema: () => schemas().then((s) => s.publicRatesSchema),
      }),
  });
}

/** GET /api/rates/best: the lowest active our_rate, or null when there is no rate (404). */
export function bestRateQuery() {
  return queryOptions({
    queryKey: rateKeys.best(),
    queryFn: async () => {
      try {
        return await apiRequest('/api/rates/best', {
          schema: () => schemas().then((s) => s.bestRateSchema),
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
  });
}
