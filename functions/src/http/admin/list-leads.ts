import { adminLeadListQuerySchema } from '@maplestone/shared/schemas/leads';
import { defineHandler, ok } from '../../lib/http';
import { leadListPage, withAgentNames } from '../../services/back-office/lead-lists';
import { leadTotal } from '../../services/back-office/lead-totals';

/**
 * GET /api/admin/leads?type&status&source&agent&from&to&q&order&limit&cursor: a page of leads (25 by
 * default, newest first), each with its agent's name, the next page's cursor and the total where counters
 * know it (issue 33, ADR 091).
 */
export const listAllLeads = defineHandler({
  query: adminLeadListQuerySchema,
  handle: async ({ query }) => {
    const page = await leadListPage(query, { list: 'admin' }, leadTotal);
    return ok({ ...page, items: await withAgentNames(page.items) });
  },
});
