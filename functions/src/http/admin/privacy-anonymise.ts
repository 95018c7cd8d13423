import { privacyAnonymiseRequestSchema } from '@maplestone/shared/schemas/privacy';
import { defineHandler, ok } from '../../lib/http';
import { anonymisePerson as anonymise } from '../../services/back-office/privacy';

/**
 * POST /api/admin/privacy/anonymise {email?, phone?, request_id?}: anonymises the person's leads that no
 * retention hold keeps and deletes their subscription; answers { anonymised, held: [{id, reason, until}] }.
 */
export const anonymisePerson = defineHandler({
  body: privacyAnonymiseRequestSchema,
  handle: async ({ body, caller }) => ok(await anonymise(body, caller)),
});
