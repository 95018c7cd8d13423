import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { adminBlogPostUpdateSchema } from '@maplestone/shared/schemas/content';
import { agents } from '../../data/repositories/agents';
import { posts } from '../../data/repositories/posts';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { assertUploadedImages } from '../../services/back-office/image-refs';
import { AgentNotFoundError } from '../../services/back-office/ownership';
import { backOfficePost, frenchVersion, publication } from '../../services/back-office/posts';
import { IMAGE_BUCKETS } from '../../services/media';

/**
 * PATCH /api/admin/posts/{id}: edit any field; is_published true publishes (published_at now),
 * false unpublishes (published_at cleared). A taken slug answers 409.
 */
export const updatePost = defineHandler({
  body: adminBlogPostUpdateSchema,
  params: { id: contentBlogWords.notFound },
  handle: async ({ body, params }) => {
    const current = await posts.get(params.id);
    if (!current) throw new NotFoundError(contentBlogWords.notFound);
    if (body.agent_id && !(await agents.get(body.agent_id))) throw new AgentNotFoundError();
    await assertUploadedImages([
      {
        path: 'featured_image_url',
        value: body.featured_image_url,
        current: current.featured_image_url,
        bucket: IMAGE_BUCKETS.media,
      },
    ]);
    const { is_published, fr: frRequest, ...fields } = body;
    const fr = await frenchVersion(frRequest, {
      ...current,
      englishTitle: fields.title ?? current.title,
      englishSlug: fields.slug ?? current.slug,
    });
    const changes = Object.fromEntries(Object.entries({ ...fields, fr }).filter(([, v]) => v !== undefined));
    const updated = await posts.update(current.id, {
      ...changes,
      ...publication(current, is_published, new Date().toISOString()),
    });
    if (!updated) throw new NotFoundError(contentBlogWords.notFound);
    return ok(backOfficePost(updated, updated.agent_id ? await agents.get(updated.agent_id) : undefined));
  },
});
