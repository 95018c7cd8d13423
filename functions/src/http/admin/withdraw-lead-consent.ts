import { commonWords } from '@maplestone/shared/i18n/en/common';
import { defineHandler, ok } from '../../lib/http';
import { withdrawLeadConsent as withdraw } from '../../services/back-office/leads';

/** POST /api/admin/leads/{id}/consent-withdrawal: records a withdrawal of consent on any lead (no body); answers the lead. */
export const withdrawLeadConsent = defineHandler({
  params: { id: commonWords.notFound },
  handle: async ({ caller, params }) => ok(await withdraw(params.id, caller)),
});
