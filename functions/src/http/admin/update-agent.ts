import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { agentAdminUpdateSchema } from '@maplestone/shared/schemas/agents';
import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';
import { backOfficeAgent } from '../../services/back-office/agent-record';
import { updateAgentRecord } from '../../services/back-office/agents-admin';
import { AgentNotFoundError } from '../../services/back-office/ownership';

/**
 * PATCH /api/admin/agents/{id}: any field of an agent, is_active, e-mail and CRM e-mail included.
 * is_active false cuts the agent's access at once (its sign-in too); true restores it.
 */
export const updateAgent = defineHandler({
  body: agentAdminUpdateSchema,
  params: { id: adminMessages.agentNotFound },
  handle: async ({ body, params, log }) => {
    const current = await agents.get(params.id);
    if (!current) throw new AgentNotFoundError();
    return ok(backOfficeAgent(await updateAgentRecord(current, body, log)));
  },
});
