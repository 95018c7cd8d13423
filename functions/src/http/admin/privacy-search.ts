import { privacyContactQuerySchema } from '@maplestone/shared/schemas/privacy';
import { defineHandler, ok } from '../../lib/http';
import { findPerson } from '../../services/back-office/privacy';

/** GET /api/admin/privacy/search?email=&phone=: everything held on the person, each lead with its retention hold. */
export const searchPrivacy = defineHandler({
  query: privacyContactQuerySchema,
  handle: async ({ query }) => ok(await findPerson(query)),
});
