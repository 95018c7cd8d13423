import { agentAdminUpdateSchema, messages } from '@maplestone/shared';
import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';
import { agentChanges, backOfficeAgent } from '../../services/back-office/agent-record';
import { AgentNotFoundError } from '../../services/back-office/ownership';
import { idParam } from '../../services/back-office/params';

/** PATCH /api/admin/agents/{id}: any field of an agent, is_active, e-mail and CRM e-mail included. */
export const updateAgent = defineHandler({
  body: agentAdminUpdateSchema,
  handle: async ({ body, params }) => {
    const current = await agents.get(idParam(params, messages.admin.agentNotFound));
    if (!current) throw new AgentNotFoundError();
    const updated = await agents.update(current.id, agentChanges(current, body));
    if (!updated) throw new AgentNotFoundError();
    return ok(backOfficeAgent(updated));
  },
});
