import { randomUUID } from 'node:crypto';
import { adminBlogPostRequestSchema } from '@maplestone/shared/schemas/content';
import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { profiles } from '../../data/repositories/profiles';
import { created, defineHandler } from '../../lib/http';
import { assertUploadedImages } from '../../services/back-office/image-refs';
import { AgentNotFoundError } from '../../services/back-office/ownership';
import {
  adminPost,
  backOfficePost,
  frenchVersion,
  NoAgentForPostError,
} from '../../services/back-office/posts';
import { IMAGE_BUCKETS } from '../../services/media';

/**
 * POST /api/admin/posts: title, slug, excerpt and content required. The post belongs to the named
 * agent, else the caller's own agent, else the first active agent created; with no agent at all it answers
 * 'No agent exists to associate with this post. Create an agent first.'
 */
export const createPost = defineHandler({
  body: adminBlogPostRequestSchema,
  handle: async ({ body, caller }) => {
    let author = body.agent_id ? await agents.get(body.agent_id) : undefined;
    if (body.agent_id && !author) throw new AgentNotFoundError();
    if (!author) {
      const ownAgentId = (await profiles.get(caller!.sub))?.agent_id;
      author = ownAgentId ? await agents.get(ownAgentId) : undefined;
    }
    if (!author) author = await agents.longestServing();
    if (!author) throw new NoAgentForPostError();
    await assertUploadedImages([
      { path: 'featured_image_url', value: body.featured_image_url, bucket: IMAGE_BUCKETS.media },
    ]);
    const id = randomUUID();
    const fr = await frenchVersion(body.fr, { id, englishTitle: body.title, englishSlug: body.slug });
    const post = await posts.create(
      adminPost(body, { id, agentId: author.id, now: new Date().toISOString(), fr }),
    );
    return created(backOfficePost(post, author));
  },
});
