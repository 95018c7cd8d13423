import type { ExportStatus } from '@maplestone/shared/schemas/exports';
import type { LeadRow } from '@maplestone/shared/schemas/lead-record';
import { agents } from '../../data/repositories/agents';
import { exportJobs } from '../../data/repositories/export-jobs';
import { leadActivity } from '../../data/repositories/lead-activity';
import { errorFields, type Logger } from '../../lib/logger';
import { type MultipartFile, startMultipartFile } from '../../lib/multipart-upload';
import { EXPORT_TIME_MARGIN_MS } from './export-timing';
import { CSV_CONTENT_TYPE, exportFilename, exportsBucket } from './lead-export';
import { leadPagesOf } from './lead-lists';
import { leadCsvRow, leadsCsvHeader } from './leads-csv';

export interface LeadExportRun {
  log: Logger;
  /** What is left of the function's time (its context's getRemainingTimeInMillis). */
  remainingMs: () => number;
  /** Leads read per page (the list's order, by key: lead-lists.ts). */
  pageSize?: number;
}

/** What a run did: the export's end, or `skipped` when another run had it or it was no longer running. */
export interface LeadExportOutcome {
  id: string;
  status: ExportStatus | 'skipped';
  rows: number;
}

/** Names the agents of a page's leads, each read once per export however many pages name it. */
async function nameAgents(page: readonly LeadRow[], names: Map<string, string>, read: Set<string>) {
  const unread = [
    ...new Set(page.flatMap((lead) => (lead.agent_id && !read.has(lead.agent_id) ? [lead.agent_id] : []))),
  ];
  if (unread.length === 0) return;
  for (const [id, name] of await agents.namesOf(unread)) names.set(id, name);
  for (const id of unread) read.add(id);
}

/** Slices of the exported leads recorded at once. */
const RECORDING_SLICES = 4;

/** Each exported lead's `csv_export` entry, in slices written side by side. */
async function recordExported(
  ids: readonly string[],
  actor: Parameters<typeof leadActivity.recordCsvExport>[1],
  run: LeadExportRun,
): Promise<void> {
  const size = Math.ceil(ids.length / RECORDING_SLICES);
  await Promise.all(
    Array.from({ length: RECORDING_SLICES }, async (_, slice) => {
      const part = ids.slice(slice * size, (slice + 1) * size);
      for (let i = 0; i < part.length; i += 500) {
        if (run.remainingMs() < EXPORT_TIME_MARGIN_MS)
          throw new Error('the export ran out of time recording its entries');
        await leadActivity.recordCsvExport(part.slice(i, i + 500), actor);
      }
    }),
  );
}

/**
 * The export job (issue 33, ADR 093): claims the export, then reads the leads its filters select a page at a
 * time in the list's order (leadPagesOf, the reads of the list's own pages), writes their rows (the CSV's
 * columns, formulas neutralised, BOM and CRLF) to the exports bucket by multipart upload, and moves the
 * export's row count after each page. The file exists once every page is written; the export is then done
 * and downloadable, and the run goes on to record each exported lead's `csv_export` entry (who, when). Anything that fails marks it failed and is logged
 * (ids only); the upload is abandoned.
 */
export async function runLeadExport(id: string, run: LeadExportRun): Promise<LeadExportOutcome> {
  const log = run.log.child({ exportId: id });
  const job = await exportJobs.claim(id);
  if (!job) {
    log.warn('export not run: unknown, already claimed, or no longer running');
    return { id, status: 'skipped', rows: 0 };
  }
  const started = Date.now();
  let file: MultipartFile | undefined;
  let rows = 0;
  const exported: string[] = [];
  try {
    file = await startMultipartFile(exportsBucket(), job.file_key, {
      contentType: CSV_CONTENT_TYPE,
      contentDisposition: `attachment; filename="${exportFilename(job.started_at)}"`,
    });
    await file.write(leadsCsvHeader());
    const names = new Map<string, string>();
    const named = new Set<string>();
    for await (const page of leadPagesOf(job.filters, { list: 'admin' }, run.pageSize)) {
      if (run.remainingMs() < EXPORT_TIME_MARGIN_MS) {
        throw new Error(`the export ran out of time after ${rows} rows`);
      }
      await nameAgents(page, names, named);
      await file.write(page.map((lead) => leadCsvRow(lead, names)).join(''));
      for (const lead of page) exported.push(lead.id);
      rows += page.length;
      await exportJobs.progress(id, rows);
    }
    const written = await file.complete();
    await exportJobs.finish(id, rows);
    log.info('leads exported', { rows, ...written, ms: Date.now() - started });
  } catch (error) {
    log.error('lead export failed', { rows, ms: Date.now() - started, ...errorFields(error) });
    if (file) {
      await file
        .abort()
        .catch((abortError) => log.warn('export upload not aborted', errorFields(abortError)));
    }
    await exportJobs.fail(id);
    return { id, status: 'failed', rows };
  }
  // The file can be downloaded now; each exported lead's `csv_export` entry (who, when) follows in the same run,
  // a few batches at once (issue 33: at 200,000 leads they take longer than the file). A failure here leaves
  // the export done and is logged with how far it got.
  try {
    await recordExported(exported, job.started_by, run);
    log.info('csv_export entries recorded', { rows, ms: Date.now() - started });
  } catch (error) {
    log.error('csv_export entries not all recorded', { rows, ...errorFields(error) });
  }
  return { id, status: 'done', rows };
}
