import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { postSlugSchema } from '@maplestone/shared/schemas/content-record';
import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { isVisible, publicPost } from '../../services/posts';
import { readThrough } from '../../services/read-cache';

async function loadPost(slug: string) {
  const post = await posts.getBySlug(slug);
  if (!isVisible(post)) return null;
  return publicPost(post, post.agent_id ? await agents.get(post.agent_id) : undefined);
}

/** GET /api/posts/{slug}: one published post with its author; a draft is not found. */
export const getPost = defineHandler({
  params: { slug: { schema: postSlugSchema, notFound: contentBlogWords.notFound } },
  handle: async ({ params: { slug } }) => {
    const view = await readThrough(`post:${slug}`, () => loadPost(slug));
    if (!view) throw new NotFoundError(contentBlogWords.notFound);
    return ok(view, PUBLIC_CACHE);
  },
});
