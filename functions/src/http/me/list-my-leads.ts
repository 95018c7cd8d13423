import { agentLeadListQuerySchema } from '@maplestone/shared/schemas/leads';
import { defineHandler, ok } from '../../lib/http';
import { leadListPage } from '../../services/back-office/lead-lists';
import { leadTotal } from '../../services/back-office/lead-totals';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * GET /api/me/leads?type&status&source&from&to&q&order&limit&cursor: a page of the caller's own leads, newest
 * first by default, with the next page's cursor (issue 33, ADR 091).
 */
export const listMyLeads = defineHandler({
  query: agentLeadListQuerySchema,
  handle: async ({ caller, query }) => {
    const ownerId = await callerAgentId(caller);
    return ok(await leadListPage(query, { list: 'agent', ownerId }, leadTotal));
  },
});
