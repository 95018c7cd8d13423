import { leads } from '../../data/repositories/leads';
import { defineHandler, ok } from '../../lib/http';
import { leadFilterSchema } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';

/** GET /api/me/leads?type&status: the caller's leads, newest first. */
export const listMyLeads = defineHandler({
  query: leadFilterSchema,
  handle: async ({ caller, query }) => {
    const own = await leads.listByAgent(await callerAgentId(caller));
    return ok(
      own.filter(
        (lead) =>
          (!query.type || lead.type === query.type) && (!query.status || lead.status === query.status),
      ),
    );
  },
});
