import { leadReassignRequestSchema } from '@maplestone/shared';
import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';
import { reassignLead as reassign, withAgentName } from '../../services/back-office/leads';
import { idParam } from '../../services/back-office/params';

/** POST /api/admin/leads/{id}/reassign: gives the lead to another active agent; answers it with the agent's name. */
export const reassignLead = defineHandler({
  body: leadReassignRequestSchema,
  handle: async ({ body, caller, params }) => {
    const lead = await reassign(idParam(params), body.agent_id, caller);
    const agent = lead.agent_id ? await agents.get(lead.agent_id) : undefined;
    return ok(withAgentName(lead, new Map(agent ? [[agent.id, agent.name]] : [])));
  },
});
