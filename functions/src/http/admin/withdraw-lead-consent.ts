import { messages } from '@maplestone/shared/i18n/en/messages';
import { defineHandler, ok } from '../../lib/http';
import { withdrawLeadConsent as withdraw } from '../../services/back-office/leads';

/** POST /api/admin/leads/{id}/consent-withdrawal: records a withdrawal of consent on any lead (no body); answers the lead. */
export const withdrawLeadConsent = defineHandler({
  params: { id: messages.common.notFound },
  handle: async ({ caller, params }) => ok(await withdraw(params.id, caller)),
});
