import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest, query } from '../../../lib/api';
import type { calculatorRateSchema } from './schemas';

export type CalculatorRate = z.infer<typeof calculatorRateSchema>;

/** GET /api/rates?province=: the active rates of a province (or National), for the calculator's rate choice. */
export function provinceRatesQuery(province: string) {
  return queryOptions({
    queryKey: ['rates', 'list', { province }] as const,
    queryFn: () =>
      apiRequest(`/api/rates${query({ province })}`, {
        schema: () => import('./schemas').then((s) => s.calculatorRatesSchema),
      }),
  });
}
