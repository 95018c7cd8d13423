import { leadStatusUpdateRequestSchema } from '@maplestone/shared';
import { leads } from '../../data/repositories/leads';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { callerAgentId, ownedBy } from '../../services/back-office/ownership';
import { idParam } from '../../services/back-office/params';

/** PATCH /api/me/leads/{id}: sets the status of one of the caller's leads; another agent's answers 404. */
export const updateMyLead = defineHandler({
  body: leadStatusUpdateRequestSchema,
  handle: async ({ body, caller, params }) => {
    const agentId = await callerAgentId(caller);
    const lead = ownedBy(await leads.get(idParam(params)), agentId);
    const updated = await leads.updateStatus(lead.id, body.status);
    if (!updated) throw new NotFoundError();
    return ok(updated);
  },
});
