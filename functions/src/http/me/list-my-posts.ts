import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { defineHandler, ok } from '../../lib/http';
import { callerAgentId } from '../../services/back-office/ownership';
import { backOfficePost } from '../../services/back-office/posts';

/** GET /api/me/posts: the caller's own posts, drafts and published, newest first. */
export const listMyPosts = defineHandler({
  handle: async ({ caller }) => {
    const agentId = await callerAgentId(caller);
    const [own, author] = await Promise.all([posts.listByAgent(agentId), agents.get(agentId)]);
    return ok(own.map((post) => backOfficePost(post, author)));
  },
});
