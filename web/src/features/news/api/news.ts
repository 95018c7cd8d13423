import { LIMITS, type NewsPage } from '@maplestone/shared';
import { infiniteQueryOptions } from '@tanstack/react-query';
import { apiRequest, query } from '../../../lib/api';

export const newsKeys = {
  all: ['news'] as const,
  list: (search?: string) => ['news', 'list', search ?? ''] as const,
};

/** GET /api/news?page&count: pages of the merged feeds, newest first; `hasMore` says whether to go on. */
export function newsQuery(search?: string) {
  return infiniteQueryOptions({
    queryKey: newsKeys.list(search),
    initialPageParam: 1,
    queryFn: ({ pageParam }): Promise<NewsPage> =>
      apiRequest(`/api/news${query({ page: pageParam, count: LIMITS.newsPageSize, q: search })}`, {
        schema: () => import('./schemas').then((s) => s.newsPageSchema),
      }),
    getNextPageParam: (last, _pages, page) => (last.hasMore ? page + 1 : undefined),
    staleTime: 5 * 60_000,
  });
}
