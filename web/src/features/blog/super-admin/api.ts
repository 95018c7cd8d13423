import {
  type AdminBlogPostRequest,
  adminMessages,
  blogPostSchema,
  pageSchema,
  staffMessages,
} from '@maplestone/shared';
import * as z from 'zod';
import { pagedListResource } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const m = staffMessages.blog;
const a = adminMessages.blog;

/** A post as the admin list shows it: with its author agent's name. */
export const adminPostSchema = blogPostSchema.extend({ agent_name: z.string().max(200).nullish() });
export type AdminPost = z.infer<typeof adminPostSchema>;

/**
 * GET /api/admin/posts?status&limit&cursor: a page of posts, drafts and published merged newest first, or
 * (status=drafts|published) one of the two (issue 33, ADR 094).
 */
export const adminPostsResource = pagedListResource({
  key: ['admin', 'posts'],
  path: '/api/admin/posts',
  page: pageSchema(adminPostSchema),
  item: adminPostSchema,
});
const { keys, itemPath } = adminPostsResource;

/** What the post form sends: every field but publication, which has its own toggle. */
export type AdminPostBody = Omit<AdminBlogPostRequest, 'is_published' | 'seo_settings'>;

/**
 * POST a new post ('Failed to save post') or PATCH an edit ('Failed to update post'); a refusal the API
 * explains (400) is shown as is. A taken slug (409) also shows its message on the slug field (the panel).
 */
export function useSavePost() {
  return adminPostsResource.useSave<AdminPostBody>({
    schema: adminPostSchema,
    saved: m.saved,
    failure: (error, { id }) => apiMessage(error, 400, id ? m.updateFailed : m.saveFailed),
  });
}

/** PATCH { is_published }: publishing sets published_at to now, unpublishing clears it (spec §4). */
export function usePublishPost() {
  return useResourceMutation({
    mutationFn: ({ id, publish }: { id: string; publish: boolean }) =>
      authedRequest(itemPath(id), {
        method: 'PATCH',
        body: { is_published: publish },
        schema: adminPostSchema,
      }),
    invalidate: keys.changed,
    success: (_post, { publish }) => (publish ? a.published : a.unpublished),
    failure: m.updateFailed,
  });
}

/** DELETE /api/admin/posts/{id}. */
export const useDeletePost = () => adminPostsResource.useRemove(m);
