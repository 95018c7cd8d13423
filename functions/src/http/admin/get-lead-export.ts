import { commonWords } from '@maplestone/shared/i18n/en/common';
import { exportJobs } from '../../data/repositories/export-jobs';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { leadExportView } from '../../services/back-office/lead-export';

/**
 * GET /api/admin/exports/{id}: an export's state ({status: running | done | failed, rows, filters, started_by,
 * started_at, finished_at, filename}); once done, `download_url`, a link to its file valid 5 minutes (each GET
 * signs a new one). 404 for an unknown id, or one whose item has expired (a few days after it started).
 */
export const getLeadExport = defineHandler({
  params: { id: commonWords.notFound },
  handle: async ({ params }) => {
    const job = await exportJobs.get(params.id);
    if (!job) throw new NotFoundError();
    return ok(await leadExportView(job));
  },
});
