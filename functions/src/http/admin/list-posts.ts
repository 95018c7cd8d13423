import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { defineHandler, ok } from '../../lib/http';
import { backOfficePost } from '../../services/back-office/posts';

/** GET /api/admin/posts: every post, drafts and published, newest first, with its agent's name. */
export const listAllPosts = defineHandler({
  handle: async () => {
    const all = await posts.listAll();
    const authors = await agents.getMany([...new Set(all.flatMap((p) => (p.agent_id ? [p.agent_id] : [])))]);
    const byId = new Map(authors.map((agent) => [agent.id, agent]));
    return ok(all.map((post) => backOfficePost(post, post.agent_id ? byId.get(post.agent_id) : undefined)));
  },
});
