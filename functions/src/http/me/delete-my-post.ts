import { messages } from '@maplestone/shared/messages';
import { posts } from '../../data/repositories/posts';
import { defineHandler, noContent } from '../../lib/http';
import { callerAgentId, ownedBy } from '../../services/back-office/ownership';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/me/posts/{id}: deletes one of the caller's posts; another agent's answers 404. */
export const deleteMyPost = defineHandler({
  handle: async ({ caller, params }) => {
    const agentId = await callerAgentId(caller);
    const post = ownedBy(
      await posts.get(idParam(params, messages.blog.notFound)),
      agentId,
      messages.blog.notFound,
    );
    await posts.remove(post.id);
    return noContent();
  },
});
