import { type AgentBlogPostRequest, blogPostSchema, staffMessages } from '@maplestone/shared';
import * as z from 'zod';
import { listResource } from '../../lib/admin-resource';
import { authedRequest } from '../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../lib/resource';

const m = staffMessages.blog;

/** GET /api/me/posts: the agent's own posts, drafts and published, newest first. */
export const myPostsResource = listResource({
  key: ['me', 'posts'],
  path: '/api/me/posts',
  schema: z.array(blogPostSchema),
});
const { keys, itemPath } = myPostsResource;

/** A refusal the API explains (400: the shared schema's message) is shown as is; anything else, `fallback`. */
const refusalOr = (fallback: string) => (error: unknown) => apiMessage(error, 400, fallback);

/** POST /api/me/posts: a new draft, pending a super admin's approval. */
export function useCreatePost() {
  return useResourceMutation({
    mutationFn: (post: AgentBlogPostRequest) =>
      authedRequest('/api/me/posts', { method: 'POST', body: post, schema: blogPostSchema }),
    invalidate: [keys.all],
    success: m.saved,
    failure: refusalOr(m.saveFailed),
  });
}

/** PATCH /api/me/posts/{id}: an edit (a published post goes back to draft for approval). */
export function useUpdatePost() {
  return useResourceMutation({
    mutationFn: ({ id, post }: { id: string; post: AgentBlogPostRequest }) =>
      authedRequest(itemPath(id), { method: 'PATCH', body: post, schema: blogPostSchema }),
    invalidate: [keys.all],
    success: m.saved,
    failure: refusalOr(m.updateFailed),
  });
}

/** DELETE /api/me/posts/{id}. */
export const useDeletePost = () => myPostsResource.useRemove(m);
