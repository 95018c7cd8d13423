import { messages } from '@maplestone/shared/messages';
import { posts } from '../../data/repositories/posts';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/posts/{id}: the post and its slug. */
export const deletePost = defineHandler({
  params: { id: messages.blog.notFound },
  handle: async ({ params }) => {
    if (!(await posts.remove(params.id))) {
      throw new NotFoundError(messages.blog.notFound);
    }
    return noContent();
  },
});
