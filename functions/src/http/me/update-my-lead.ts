import { commonWords } from '@maplestone/shared/i18n/en/common';
import { leadStatusUpdateRequestSchema } from '@maplestone/shared/schemas/leads';
import { defineHandler, ok } from '../../lib/http';
import { changeLeadStatus } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * PATCH /api/me/leads/{id}: sets the status of one of the caller's leads, with its activity entry;
 * another agent's answers 404.
 */
export const updateMyLead = defineHandler({
  body: leadStatusUpdateRequestSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, caller, params }) => {
    const agentId = await callerAgentId(caller);
    return ok(await changeLeadStatus(params.id, body.status, caller, agentId));
  },
});
