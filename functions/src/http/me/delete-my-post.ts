import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { posts } from '../../data/repositories/posts';
import { defineHandler, noContent } from '../../lib/http';
import { callerAgentId, ownedBy } from '../../services/back-office/ownership';

/** DELETE /api/me/posts/{id}: deletes one of the caller's posts; another agent's answers 404. */
export const deleteMyPost = defineHandler({
  params: { id: contentBlogWords.notFound },
  handle: async ({ caller, params }) => {
    const agentId = await callerAgentId(caller);
    const post = ownedBy(await posts.get(params.id), agentId, contentBlogWords.notFound);
    await posts.remove(post.id);
    return noContent();
  },
});
