import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

/** GET /api/testimonials: the latest 6 approved, admin-authored testimonials. */
export function testimonialsQuery() {
  return queryOptions({
    queryKey: ['testimonials', 'home'] as const,
    queryFn: () =>
      apiRequest('/api/testimonials', {
        schema: () => import('./schemas').then((s) => s.homeTestimonialsSchema),
      }),
    staleTime: 10 * 60_000,
  });
}
