import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { defineHandler, ok } from '../../lib/http';
import { callerAgentId, ownedBy } from '../../services/back-office/ownership';
import { backOfficePost } from '../../services/back-office/posts';

/** GET /api/me/posts/{id}: one of the caller's posts; another agent's answers 404, as a missing one does. */
export const getMyPost = defineHandler({
  params: { id: contentBlogWords.notFound },
  handle: async ({ caller, params }) => {
    const agentId = await callerAgentId(caller);
    const post = ownedBy(await posts.get(params.id), agentId, contentBlogWords.notFound);
    return ok(backOfficePost(post, await agents.get(agentId)));
  },
});
