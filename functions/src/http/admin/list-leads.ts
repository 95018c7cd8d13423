import { defineHandler, ok } from '../../lib/http';
import { leadFilterSchema, leadsWithAgentNames, withAgentName } from '../../services/back-office/leads';

/** GET /api/admin/leads?type&status: every lead, newest first, with its agent's name. */
export const listAllLeads = defineHandler({
  query: leadFilterSchema,
  handle: async ({ query }) => {
    const { leads, names } = await leadsWithAgentNames(query);
    return ok(leads.map((lead) => withAgentName(lead, names)));
  },
});
