import { signInCodeSchema } from '@maplestone/shared/schemas/borrower-file';
import { defineHandler, ok } from '../../lib/http';
import { signInWithCode as signIn } from '../../services/borrower-portal';

/** POST /api/portal/sign-in/code: the e-mailed code opens a session, once; 400 wrong or expired, 429 after five. */
export const signInWithCode = defineHandler({
  body: signInCodeSchema,
  handle: async ({ body, log }) => ok(await signIn(body.email, body.code, log)),
});
