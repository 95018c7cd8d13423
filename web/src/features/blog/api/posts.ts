import type { BlogPost } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest, orNotFound } from '../../../lib/api';

const schemas = () => import('./schemas');

export const postKeys = {
  all: ['posts'] as const,
  list: () => ['posts', 'list'] as const,
  detail: (slug: string) => ['posts', 'detail', slug] as const,
};

/** GET /api/posts: published posts with their author, newest first. */
export function postsQuery() {
  return queryOptions({
    queryKey: postKeys.list(),
    queryFn: (): Promise<BlogPost[]> =>
      apiRequest('/api/posts', { schema: () => schemas().then((s) => s.blogPostsSchema) }),
  });
}

/** GET /api/posts/{slug}: a published post, or null when there is none. */
export function postQuery(slug: string) {
  return queryOptions({
    queryKey: postKeys.detail(slug),
    queryFn: (): Promise<BlogPost | null> =>
      orNotFound(
        apiRequest(`/api/posts/${encodeURIComponent(slug)}`, {
          schema: () => schemas().then((s) => s.blogPostSchema),
        }),
      ),
  });
}

/** The author's page: /agents/{profile_slug or id}. */
export function authorPath(agent: { id: string; profile_slug?: string | null }): string {
  return `/agents/${encodeURIComponent(agent.profile_slug || agent.id)}`;
}
