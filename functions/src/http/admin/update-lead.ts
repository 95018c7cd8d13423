import { commonWords } from '@maplestone/shared/i18n/en/common';
import { leadStatusUpdateRequestSchema } from '@maplestone/shared/schemas/leads';
import { agents } from '../../data/repositories/agents';
import { defineHandler, ok } from '../../lib/http';
import { changeLeadStatus, withAgentName } from '../../services/back-office/leads';

/** PATCH /api/admin/leads/{id}: any status (new, contacted, qualified, closed), with its activity entry. */
export const updateLead = defineHandler({
  body: leadStatusUpdateRequestSchema,
  params: { id: commonWords.notFound },
  handle: async ({ body, caller, params }) => {
    const updated = await changeLeadStatus(params.id, body.status, caller);
    const agent = updated.agent_id ? await agents.get(updated.agent_id) : undefined;
    return ok(withAgentName(updated, new Map(agent ? [[agent.id, agent.name]] : [])));
  },
});
