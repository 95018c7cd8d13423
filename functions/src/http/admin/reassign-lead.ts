import { commonWords } from '@maplestone/shared/i18n/en/common';
import { leadReassignRequestSchema } from '@maplestone/shared/schemas/leads';
import { defineHandler, ok } from '../../lib/http';
import { reassignLead as reassign } from '../../services/back-office/leads';

/** POST /api/admin/leads/{id}/reassign: gives the lead to another active agent; answers it with the agent's name. */
export const reassignLead = defineHandler({
  body: leadReassignRequestSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, caller, params }) => ok(await reassign(params.id, body.agent_id, caller)),
});
