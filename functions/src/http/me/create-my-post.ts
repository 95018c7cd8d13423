import { randomUUID } from 'node:crypto';
import { agentBlogPostRequestSchema } from '@maplestone/shared/schemas/content';
import { agents } from '../../data/repositories/agents';
import { created, defineHandler } from '../../lib/http';
import { assertOwnImageRefs, assertUploadedImages } from '../../services/back-office/image-refs';
import { callerAgentId } from '../../services/back-office/ownership';
import {
  agentDraft,
  backOfficePost,
  createWithUniqueSlug,
  frenchVersion,
} from '../../services/back-office/posts';
import { IMAGE_BUCKETS } from '../../services/media';

/**
 * POST /api/me/posts: a draft ('Draft - Pending Approval') by the caller; title and content required,
 * excerpt defaults to the content's first 150 characters, slug from the title made unique.
 */
export const createMyPost = defineHandler({
  body: agentBlogPostRequestSchema,
  handle: async ({ body, caller }) => {
    const agentId = await callerAgentId(caller);
    assertOwnImageRefs({ featured_image_url: body.featured_image_url }, agentId);
    await assertUploadedImages([
      { path: 'featured_image_url', value: body.featured_image_url, bucket: IMAGE_BUCKETS.media },
    ]);
    const id = randomUUID();
    const now = new Date().toISOString();
    const fr = await frenchVersion(body.fr, { id, englishTitle: body.title });
    const post = await createWithUniqueSlug(body.title, (slug) =>
      agentDraft(body, { id, agentId, slug, now, fr }),
    );
    return created(backOfficePost(post, await agents.get(agentId)));
  },
});
