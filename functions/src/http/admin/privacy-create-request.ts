import { privacyRequestCreateSchema } from '@maplestone/shared/schemas/privacy';
import { created, defineHandler } from '../../lib/http';
import { createPrivacyRequest as create } from '../../services/back-office/privacy';

/** POST /api/admin/privacy/requests: logs a person's privacy request; 201 with its due date (ADR 072). */
export const createPrivacyRequest = defineHandler({
  body: privacyRequestCreateSchema,
  handle: async ({ body, caller }) => created(await create(body, caller)),
});
