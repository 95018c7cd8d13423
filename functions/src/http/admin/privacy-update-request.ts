import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { privacyRequestUpdateSchema } from '@maplestone/shared/schemas/privacy';
import { defineHandler, ok } from '../../lib/http';
import { updatePrivacyRequest as update } from '../../services/back-office/privacy';

/** PATCH /api/admin/privacy/requests/{id}: closes (done, with who and when) or reopens it, and/or sets its note. */
export const updatePrivacyRequest = defineHandler({
  body: privacyRequestUpdateSchema,
  params: { id: adminMessages.privacy.requestNotFound },
  handle: async ({ body, caller, params }) => ok(await update(params.id, body, caller)),
});
