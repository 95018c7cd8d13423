import { type AgentBlogPostRequest, blogPostSchema, pageSchema, staffMessages } from '@maplestone/shared';
import { pagedListResource } from '../../../lib/admin-resource';
import { apiMessage } from '../../../lib/resource';

const m = staffMessages.blog;

/** GET /api/me/posts?limit&cursor: a page of the agent's own posts, drafts and published, newest first. */
export const myPostsResource = pagedListResource({
  key: ['me', 'posts'],
  path: '/api/me/posts',
  page: pageSchema(blogPostSchema),
  item: blogPostSchema,
});

/**
 * POST /api/me/posts: a new draft, pending a super admin's approval ('Failed to save post'); or PATCH
 * /api/me/posts/{id}: an edit, a published post going back to draft for approval ('Failed to update post').
 * A refusal the API explains (400: the shared schema's message) is shown as is.
 */
export function useSavePost() {
  return myPostsResource.useSave<AgentBlogPostRequest>({
    schema: blogPostSchema,
    saved: m.saved,
    failure: (error, { id }) => apiMessage(error, 400, id ? m.updateFailed : m.saveFailed),
  });
}

/** DELETE /api/me/posts/{id}. */
export const useDeletePost = () => myPostsResource.useRemove(m);
