import { type AgentBlogPostRequest, type BlogPost, blogPostSchema, staffMessages } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { authedRequest } from '../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../lib/resource';

const m = staffMessages.blog;
const myPostsSchema = z.array(blogPostSchema);

export const myPostKeys = {
  all: ['me', 'posts'] as const,
  list: () => [...myPostKeys.all, 'list'] as const,
};

/** GET /api/me/posts: the agent's own posts, drafts and published, newest first. */
export function myPostsQuery() {
  return queryOptions({
    queryKey: myPostKeys.list(),
    queryFn: ({ signal }): Promise<BlogPost[]> =>
      authedRequest('/api/me/posts', { schema: myPostsSchema, signal }),
  });
}

/** A refusal the API explains (400: the shared schema's message) is shown as is; anything else, `fallback`. */
const refusalOr = (fallback: string) => (error: unknown) => apiMessage(error, 400, fallback);

/** POST /api/me/posts: a new draft, pending a super admin's approval. */
export function useCreatePost() {
  return useResourceMutation({
    mutationFn: (post: AgentBlogPostRequest) =>
      authedRequest('/api/me/posts', { method: 'POST', body: post, schema: blogPostSchema }),
    invalidate: [myPostKeys.all],
    success: m.saved,
    failure: refusalOr(m.saveFailed),
  });
}

/** PATCH /api/me/posts/{id}: an edit (a published post goes back to draft for approval). */
export function useUpdatePost() {
  return useResourceMutation({
    mutationFn: ({ id, post }: { id: string; post: AgentBlogPostRequest }) =>
      authedRequest(`/api/me/posts/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: post,
        schema: blogPostSchema,
      }),
    invalidate: [myPostKeys.all],
    success: m.saved,
    failure: refusalOr(m.updateFailed),
  });
}

/** DELETE /api/me/posts/{id}: answers 204 with no body. */
export function useDeletePost() {
  return useResourceMutation({
    mutationFn: (id: string) =>
      authedRequest(`/api/me/posts/${encodeURIComponent(id)}`, { method: 'DELETE', schema: z.null() }),
    invalidate: [myPostKeys.all],
    success: m.deleted,
    failure: m.deleteFailed,
  });
}
