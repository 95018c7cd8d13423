import { pageQuerySchema } from '@maplestone/shared/schemas/page';
import { defineHandler, ok } from '../../lib/http';
import { callerAgent } from '../../services/back-office/ownership';
import { agentPostsPage } from '../../services/back-office/posts';

/** GET /api/me/posts?limit&cursor: a page of the caller's own posts, drafts and published, newest first. */
export const listMyPosts = defineHandler({
  query: pageQuerySchema,
  handle: async ({ caller, query }) => ok(await agentPostsPage(await callerAgent(caller), query)),
});
