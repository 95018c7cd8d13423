import { adminLeadFilterSchema } from '@maplestone/shared/schemas/leads';
import { leads as leadRepository } from '../../data/repositories/leads';
import { defineHandler } from '../../lib/http';
import { leadActor, leadsWithAgentNames } from '../../services/back-office/leads';
import { leadsCsv } from '../../services/back-office/leads-csv';

/**
 * GET /api/admin/leads.csv?type&status&source&agent&from&to&q (the list's own filters, so the file
 * holds what the table shows): the leads as a CSV file (RFC 4180, UTF-8 with BOM) that opens cleanly
 * in a spreadsheet: cells that would run as formulas are neutralised. Each exported lead gets a
 * `csv_export` entry in its activity (who, when) before the file goes out; the export itself is in the
 * audit log (the route is marked `audit`, ADR 069).
 */
export const exportLeadsCsv = defineHandler({
  query: adminLeadFilterSchema,
  handle: async ({ query, caller, log }) => {
    const { leads, names } = await leadsWithAgentNames(query);
    await leadRepository.recordCsvExport(
      leads.map((lead) => lead.id),
      leadActor(caller),
    );
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
