import type { BlogPost } from '@maplestone/shared/schemas/content-record';
import type { Agent } from '../data/repositories/agents';
import type { Post } from '../data/repositories/posts';
import { IMAGE_BUCKETS, imageUrl } from './media';

/** A published post with its author (id, name, profile_slug) joined. */
export function publicPost(post: Post, author: Agent | undefined): BlogPost {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt ?? null,
    content: post.content,
    featured_image_url: imageUrl(IMAGE_BUCKETS.media, post.featured_image_url),
    is_published: post.is_published,
    published_at: post.published_at ?? null,
    agent_id: post.agent_id ?? null,
    // The French version's SEO too: the French page's meta description is its own (issue 37).
    seo_settings: post.seo_settings ?? null,
    fr: post.fr ?? null,
    created_at: post.created_at,
    updated_at: post.updated_at ?? null,
    agent: author ? { id: author.id, name: author.name, profile_slug: author.profile_slug ?? null } : null,
  };
}

/** Only a published post with a publication date is visible to the public. */
export const isVisible = (post: Post | undefined): post is Post =>
  Boolean(post?.is_published && post.published_at);
