import { signInCodeRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { accepted, defineHandler } from '../../lib/http';
import { requestSignInCode as request } from '../../services/borrower-portal';

/**
 * POST /api/portal/sign-in/code/request: a 6-digit code e-mailed to an address that has a file. Always 202, so
 * the answer tells nobody whether an address has one.
 */
export const requestSignInCode = defineHandler({
  body: signInCodeRequestSchema,
  handle: async ({ body, log }) => {
    await request(body.email, body.language, { log });
    return accepted({ sent: true });
  },
});
