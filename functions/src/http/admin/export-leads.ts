import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { leadExportRequestSchema } from '@maplestone/shared/schemas/exports';
import * as z from 'zod';
import { exportJobs } from '../../data/repositories/export-jobs';
import { parseEnv } from '../../lib/env';
import { AppError } from '../../lib/errors';
import { defineHandler, NO_STORE } from '../../lib/http';
import { errorFields } from '../../lib/logger';
import { leadExportView, newLeadExport } from '../../services/back-office/lead-export';
import { leadActor } from '../../services/back-office/leads';
import { InvokeError, invokeFunctionAsync } from '../../services/lambda-invoke';

const env = parseEnv(
  z.object({
    /** The export-leads function this route invokes (its name in AWS; the local stand-in's in the stack). */
    EXPORT_LEADS_FUNCTION_NAME: z.string().min(1),
  }),
);

export class ExportNotStartedError extends AppError {
  constructor() {
    super(502, 'export_failed', adminMessages.leads.exportFailed);
  }
}

/**
 * POST /api/admin/exports with the leads list's filters as JSON ({type, status, source, agent, from, to, q}, each
 * optional): starts an export of the leads they select (issue 33, ADR 093) and answers 202 at once with the
 * export, running, no rows yet; GET /api/admin/exports/{id} follows it. The export-leads function writes the
 * file (invoked asynchronously); each exported lead gets its `csv_export` entry there. Bad filters: 400, nothing
 * written. The start is in the audit log as the CSV GET was: entity `leads`, this action, its filters.
 */
export const exportLeadsCsv = defineHandler({
  body: leadExportRequestSchema,
  handle: async ({ body, caller, log }) => {
    const job = newLeadExport(body, leadActor(caller));
    await exportJobs.create(job);
    try {
      await invokeFunctionAsync(env.EXPORT_LEADS_FUNCTION_NAME, { export_id: job.id });
    } catch (error) {
      log.error('lead export not started', {
        exportId: job.id,
        ...errorFields(error),
        ...(error instanceof InvokeError ? error.details : {}),
      });
      await exportJobs.fail(job.id);
      throw new ExportNotStartedError();
    }
    log.info('lead export started', { exportId: job.id });
    return {
      status: 202,
      body: await leadExportView(job),
      headers: { 'cache-control': NO_STORE, location: `/api/admin/exports/${job.id}` },
    };
  },
});
