import { type AgentBlogPostRequest, blogPostSchema, pageSchema, staffMessages } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { pagedListResource } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
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

/**
 * GET /api/me/french-summary (issue 37): how many of the agent's posts have no French version. Under the posts'
 * key, so each save or delete of a post reads it again.
 */
export function myFrenchSummaryQuery() {
  return queryOptions({
    queryKey: [...myPostsResource.keys.all, 'french-summary'],
    queryFn: () =>
      authedRequest('/api/me/french-summary', {
        schema: () =>
          import('@maplestone/shared/schemas/french-summary').then((m) => m.myFrenchSummarySchema),
      }),
  });
}

/** DELETE /api/me/posts/{id}. */
export const useDeletePost = () => myPostsResource.useRemove(m);
