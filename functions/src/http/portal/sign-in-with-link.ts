import { signInLinkRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { defineHandler, ok } from '../../lib/http';
import { signInWithLink as signIn } from '../../services/borrower-portal';

/**
 * POST /api/portal/sign-in/link: the invitation's link (its token from the URL's fragment) opens a session, once;
 * 410 `link_used` / `link_expired`, 404 for a token that names no link.
 */
export const signInWithLink = defineHandler({
  body: signInLinkRequestSchema,
  handle: async ({ body, log }) => ok(await signIn(body.token, log)),
});
