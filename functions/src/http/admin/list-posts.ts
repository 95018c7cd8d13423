import { adminPostListQuerySchema } from '@maplestone/shared/schemas/list-queries';
import { defineHandler, ok } from '../../lib/http';
import { adminPostsPage } from '../../services/back-office/posts';

/**
 * GET /api/admin/posts?status&limit&cursor: a page of posts, drafts and published merged newest first, or
 * (status=drafts|published) one of the two; each with its agent's name (issue 33, ADR 094).
 */
export const listAllPosts = defineHandler({
  query: adminPostListQuerySchema,
  handle: async ({ query }) => ok(await adminPostsPage(query)),
});
