import { messages } from '@maplestone/shared/messages';
import { posts } from '../../data/repositories/posts';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/posts/{id}: the post and its slug. */
export const deletePost = defineHandler({
  handle: async ({ params }) => {
    if (!(await posts.remove(idParam(params, messages.blog.notFound)))) {
      throw new NotFoundError(messages.blog.notFound);
    }
    return noContent();
  },
});
