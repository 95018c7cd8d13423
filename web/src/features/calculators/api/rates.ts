import { rateSchema } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, query } from '../../../lib/api';

const calculatorRateSchema = rateSchema.pick({
  id: true,
  term: true,
  rate_type: true,
  province: true,
  our_rate: true,
});
export type CalculatorRate = z.infer<typeof calculatorRateSchema>;

/** GET /api/rates?province=: the active rates of a province (or National), for the calculator's rate choice. */
export function provinceRatesQuery(province: string) {
  return queryOptions({
    queryKey: ['rates', 'list', { province }] as const,
    queryFn: ({ signal }) =>
      apiRequest(`/api/rates${query({ province })}`, { schema: z.array(calculatorRateSchema), signal }),
  });
}
