import { leadReassignRequestSchema } from '@maplestone/shared/schemas/leads';
import { defineHandler, ok } from '../../lib/http';
import { reassignLead as reassign } from '../../services/back-office/leads';
import { idParam } from '../../services/back-office/params';

/** POST /api/admin/leads/{id}/reassign: gives the lead to another active agent; answers it with the agent's name. */
export const reassignLead = defineHandler({
  body: leadReassignRequestSchema,
  handle: async ({ body, caller, params }) => ok(await reassign(idParam(params), body.agent_id, caller)),
});
