import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { agentLeadsReassignRequestSchema } from '@maplestone/shared/schemas/agents';
import { defineHandler, ok } from '../../lib/http';
import { reassignAgentLeads as reassignAll } from '../../services/back-office/leads';

/**
 * POST /api/admin/agents/{id}/reassign-leads: gives the agent's open leads (or, with include_closed, all of
 * them) to another active agent, each with its history entry and CRM e-mail; answers {moved, target_name}.
 */
export const reassignAgentLeads = defineHandler({
  body: agentLeadsReassignRequestSchema,
  params: { id: adminMessages.agentNotFound },
  handle: async ({ body, caller, params }) =>
    ok(
      await reassignAll(params.id, body.agent_id, caller, {
        includeClosed: body.include_closed,
      }),
    ),
});
