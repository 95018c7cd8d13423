import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { agentBlogPostUpdateSchema } from '@maplestone/shared/schemas/content';
import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { assertOwnImageRefs, assertUploadedImages } from '../../services/back-office/image-refs';
import { callerAgentId, ownedBy } from '../../services/back-office/ownership';
import { agentPostChanges, backOfficePost, frenchVersion } from '../../services/back-office/posts';
import { IMAGE_BUCKETS } from '../../services/media';

/**
 * PATCH /api/me/posts/{id}: edits one of the caller's posts (never publishes it; an edited published
 * post goes back to draft for approval). Another agent's post answers 404.
 */
export const updateMyPost = defineHandler({
  body: agentBlogPostUpdateSchema,
  params: { id: contentBlogWords.notFound },
  handle: async ({ body, caller, params }) => {
    const agentId = await callerAgentId(caller);
    const current = ownedBy(await posts.get(params.id), agentId, contentBlogWords.notFound);
    assertOwnImageRefs({ featured_image_url: body.featured_image_url }, agentId);
    await assertUploadedImages([
      {
        path: 'featured_image_url',
        value: body.featured_image_url,
        current: current.featured_image_url,
        bucket: IMAGE_BUCKETS.media,
      },
    ]);
    const fr = await frenchVersion(body.fr, { ...current, englishTitle: body.title ?? current.title });
    const updated = await posts.update(current.id, agentPostChanges(current, body, fr));
    if (!updated) throw new NotFoundError(contentBlogWords.notFound);
    return ok(backOfficePost(updated, await agents.get(agentId)));
  },
});
