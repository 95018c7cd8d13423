import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest } from '../../../lib/api';
import type { publicLenderSchema } from './schemas';

export type PublicLender = z.infer<typeof publicLenderSchema>;

/** GET /api/lenders: active lenders by display_order (either type spelling). */
export function lendersQuery() {
  return queryOptions({
    queryKey: ['lenders'] as const,
    queryFn: () =>
      apiRequest('/api/lenders', {
        schema: () => import('./schemas').then((s) => s.publicLendersSchema),
      }),
    staleTime: 10 * 60_000,
  });
}
