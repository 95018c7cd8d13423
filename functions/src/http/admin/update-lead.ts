import { leadStatusUpdateRequestSchema } from '@maplestone/shared';
import { agents } from '../../data/repositories/agents';
import { leads } from '../../data/repositories/leads';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { withAgentName } from '../../services/back-office/leads';
import { idParam } from '../../services/back-office/params';

/** PATCH /api/admin/leads/{id}: any status (new, contacted, qualified, closed). */
export const updateLead = defineHandler({
  body: leadStatusUpdateRequestSchema,
  handle: async ({ body, params }) => {
    const id = idParam(params);
    if (!(await leads.get(id))) throw new NotFoundError();
    const updated = await leads.updateStatus(id, body.status);
    if (!updated) throw new NotFoundError();
    const agent = updated.agent_id ? await agents.get(updated.agent_id) : undefined;
    return ok(withAgentName(updated, new Map(agent ? [[agent.id, agent.name]] : [])));
  },
});
