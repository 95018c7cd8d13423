import { commonWords } from '@maplestone/shared/i18n/en/common';
import { defineHandler, ok } from '../../lib/http';
import { withdrawLeadConsent } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * POST /api/me/leads/{id}/consent-withdrawal: records that the client of one of the caller's leads
 * withdrew consent (no body); answers the lead. Another agent's lead: 404. Already withdrawn: unchanged.
 */
export const withdrawMyLeadConsent = defineHandler({
  params: { id: commonWords.notFound },
  handle: async ({ caller, params }) => {
    const agentId = await callerAgentId(caller);
    return ok(await withdrawLeadConsent(params.id, caller, agentId));
  },
});
