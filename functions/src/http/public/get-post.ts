import { messages, postSlugSchema } from '@maplestone/shared';
import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { isVisible, publicPost } from '../../services/posts';

/** GET /api/posts/{slug}: one published post with its author; a draft is not found. */
export const getPost = defineHandler({
  handle: async ({ params }) => {
    const slug = postSlugSchema.safeParse(params.slug);
    const post = slug.success ? await posts.getBySlug(slug.data) : undefined;
    if (!isVisible(post)) throw new NotFoundError(messages.blog.notFound);
    const author = post.agent_id ? await agents.get(post.agent_id) : undefined;
    return ok(publicPost(post, author), PUBLIC_CACHE);
  },
});
