import { adminLeadFilterSchema } from '@maplestone/shared';
import { defineHandler } from '../../lib/http';
import { leadsWithAgentNames } from '../../services/back-office/leads';
import { leadsCsv } from '../../services/back-office/leads-csv';

/**
 * GET /api/admin/leads.csv?type&status&source&agent&from&to&q (the list's own filters, so the file
 * holds what the table shows): the leads as a CSV file (RFC 4180, UTF-8 with BOM) that opens cleanly
 * in a spreadsheet: cells that would run as formulas are neutralised.
 */
export const exportLeadsCsv = defineHandler({
  query: adminLeadFilterSchema,
  handle: async ({ query, log }) => {
    const { leads, names } = await leadsWithAgentNames(query);
    log.info('leads exported', { count: leads.length });
    const day = new Date().toISOString().slice(0, 10);
    return {
      status: 200,
      headers: {
        'cache-control': 'no-store',
        'content-disposition': `attachment; filename="leads-${day}.csv"`,
      },
      text: { contentType: 'text/csv; charset=utf-8', content: leadsCsv(leads, names) },
    };
  },
});
