import { defineHandler, ok } from '../../lib/http';
import { withdrawLeadConsent as withdraw } from '../../services/back-office/leads';
import { idParam } from '../../services/back-office/params';

/** POST /api/admin/leads/{id}/consent-withdrawal: records a withdrawal of consent on any lead (no body); answers the lead. */
export const withdrawLeadConsent = defineHandler({
  handle: async ({ caller, params }) => ok(await withdraw(idParam(params), caller)),
});
