import { consentRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { signConsent } from '../../services/borrower-portal';

/** POST /api/portal/file/consents: the caller signs a consent in its current wording, by typed name. */
export const signPortalConsent = defineHandler({
  body: consentRequestSchema,
  handle: async ({ borrower, body }) => {
    if (!borrower) throw new UnauthorizedError();
    return ok(await signConsent(borrower, body));
  },
});
