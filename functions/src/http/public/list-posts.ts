import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { isVisible, publicPost } from '../../services/posts';
import { readThrough } from '../../services/read-cache';

async function loadPublishedPosts() {
  const published = (await posts.listPublished()).filter(isVisible);
  const authorIds = [...new Set(published.flatMap((post) => (post.agent_id ? [post.agent_id] : [])))];
  const authors = new Map((await agents.getMany(authorIds)).map((agent) => [agent.id, agent]));
  return published.map((post) => publicPost(post, post.agent_id ? authors.get(post.agent_id) : undefined));
}

/** GET /api/posts: published posts, newest published_at first, each with its author. */
export const listPosts = defineHandler({
  handle: async () => ok(await readThrough('posts', loadPublishedPosts), PUBLIC_CACHE),
});
