import { UnauthorizedError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { borrowerFileView } from '../../services/borrower-files';

/** GET /api/portal/file: the caller's file as they may read it (the shared parts and their own). */
export const getPortalFile = defineHandler({
  handle: async ({ borrower }) => {
    if (!borrower) throw new UnauthorizedError();
    return ok(await borrowerFileView(borrower));
  },
});
