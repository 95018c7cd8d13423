import { leadStatusUpdateRequestSchema } from '@maplestone/shared/schemas/leads';
import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';
import { changeLeadStatus, withAgentName } from '../../services/back-office/leads';
import { idParam } from '../../services/back-office/params';

/** PATCH /api/admin/leads/{id}: any status (new, contacted, qualified, closed), with its activity entry. */
export const updateLead = defineHandler({
  body: leadStatusUpdateRequestSchema,
  handle: async ({ body, caller, params }) => {
    const updated = await changeLeadStatus(idParam(params), body.status, caller);
    const agent = updated.agent_id ? await agents.get(updated.agent_id) : undefined;
    return ok(withAgentName(updated, new Map(agent ? [[agent.id, agent.name]] : [])));
  },
});
