import type { RateHistory, RateHistoryRange } from '@maplestone/shared/schemas/rate-history';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../../lib/api';

export type { RateHistory, RateHistoryRange };

export const rateHistoryKeys = {
  all: ['rates', 'history'] as const,
  range: (filters: { province: string; range: RateHistoryRange }) => ['rates', 'history', filters] as const,
};

/**
 * GET /api/rates/history (ADR 081): our best 5-year fixed and variable of a province (National where it has none)
 * and the posted 5-year, over a range. Only /rates imports this, so its schema stays out of the home page.
 */
export function rateHistoryQuery(filters: { province: string; range: RateHistoryRange }) {
  return queryOptions({
    queryKey: rateHistoryKeys.range(filters),
    queryFn: () =>
      apiRequest(`/api/rates/history${query(filters)}`, {
        // zod and the schema load beside the request, not before it.
        schema: () => import('@maplestone/shared/schemas/rate-history').then((m) => m.rateHistorySchema),
      }),
  });
}
