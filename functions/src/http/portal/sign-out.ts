import { borrowerSignIn } from '../../data/repositories/borrower-sign-in';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** POST /api/portal/sign-out: the session ends (its item is deleted); the token no longer works. */
export const signOutBorrower = defineHandler({
  handle: async ({ borrower }) => {
    if (!borrower) throw new UnauthorizedError();
    await borrowerSignIn.endSession(borrower.sessionHash);
    return noContent();
  },
});
