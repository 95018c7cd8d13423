import type { BlogPost } from '@maplestone/shared';
import type { Locale } from '@maplestone/shared/i18n/locale';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useMatch } from 'react-router';
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

/** GET /api/posts/{slug}: a published post (by its English or its French slug), or null when there is none. */
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

/**
 * A post's pages (issue 37): its English one, and its French one, at its French slug, only when it has a French
 * version. A post in English only is not offered under /fr/blogue.
 */
export function postPaths(post: Pick<BlogPost, 'slug' | 'fr'>): { en: string; fr: string | null } {
  return {
    en: `/blog/${encodeURIComponent(post.slug)}`,
    fr: post.fr ? `/fr/blogue/${encodeURIComponent(post.fr.slug)}` : null,
  };
}

/** What a post says in a language: its own words in English, its French version in French (null without one). */
export function postIn(post: BlogPost, locale: Locale) {
  const { slug, title, excerpt, content, seo_settings } = post;
  return locale === 'en' ? { slug, title, excerpt, content, seo_settings } : (post.fr ?? null);
}

/**
 * On a post's page, the page in the other language once the post is loaded (the language switch): its other
 * version, or the other language's blog when it has none; undefined on any other page. It only reads the page's
 * own query (never fetches), so a prerendered page's switch is right in its HTML.
 */
export function usePostInOtherLanguage(): string | undefined {
  const english = useMatch('/blog/:slug');
  const french = useMatch('/fr/blogue/:slug');
  const slug = (english ?? french)?.params.slug;
  const { data: post } = useQuery({ ...postQuery(slug ?? ''), enabled: false });
  if (!slug || !post) return undefined;
  const paths = postPaths(post);
  return french ? paths.en : (paths.fr ?? '/fr/blogue');
}
