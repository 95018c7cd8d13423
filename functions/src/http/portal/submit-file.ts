import { UnauthorizedError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { submitFile } from '../../services/borrower-portal';

/** POST /api/portal/file/submit: submits the application; 400 naming what is incomplete, 409 once submitted. */
export const submitPortalFile = defineHandler({
  handle: async ({ borrower }) => {
    if (!borrower) throw new UnauthorizedError();
    return ok(await submitFile(borrower));
  },
});
