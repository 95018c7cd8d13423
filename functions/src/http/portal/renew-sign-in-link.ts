import { signInLinkRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { accepted, defineHandler } from '../../lib/http';
import { renewSignInLink as renew } from '../../services/borrower-portal';

/**
 * POST /api/portal/sign-in/link/renew: a used or expired link asks for a new one, e-mailed to the invitation's
 * address; the old one stops working. 202 whatever happened (an unknown link, the address's hourly limit).
 */
export const renewSignInLink = defineHandler({
  body: signInLinkRequestSchema,
  handle: async ({ body, log }) => {
    await renew(body.token, { log });
    return accepted({ sent: true });
  },
});
