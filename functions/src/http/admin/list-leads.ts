import { adminLeadFilterSchema } from '@maplestone/shared/schemas/leads';
import { defineHandler, ok } from '../../lib/http';
import { leadsWithAgentNames, withAgentName } from '../../services/back-office/leads';

/** GET /api/admin/leads?type&status&source&agent&from&to&q: every lead, newest first, with its agent's name. */
export const listAllLeads = defineHandler({
  query: adminLeadFilterSchema,
  handle: async ({ query }) => {
    const { leads, names } = await leadsWithAgentNames(query);
    return ok(leads.map((lead) => withAgentName(lead, names)));
  },
});
