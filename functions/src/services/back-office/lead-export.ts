import { randomUUID } from 'node:crypto';
import type { LeadExport, LeadExportRecord, LeadExportRequest } from '@maplestone/shared/schemas/exports';
import type { LeadActor } from '@maplestone/shared/schemas/leads';
import * as z from 'zod';
import { parseEnv } from '../../lib/env';
import { privateLink } from '../../lib/private-link';
import { EXPORT_BUCKET } from '../../lib/storage-buckets';
import { EXPORT_FILE_LIFETIME_MS, EXPORT_STALE_AFTER_MS } from './export-timing';

/*
 * Exports as jobs (issue 33, ADR 093): what the route that starts an export, the route that reads it and the
 * job that writes it agree on: the file's bucket, key and name, and when a running export counts as failed.
 */

const env = parseEnv(z.object({ [EXPORT_BUCKET.variable]: z.string().min(3) }));

/** The exports bucket's real name (BUCKET_EXPORTS). */
export const exportsBucket = (): string => env[EXPORT_BUCKET.variable] as string;

/** The file's type, as stored and as the link answers it. */
export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The name the browser saves the file under: the day the export started (UTC), as the CSV GET named it. */
export const exportFilename = (startedAt: string) => `leads-${startedAt.slice(0, 10)}.csv`;

/** The export's new item: running, no rows yet, its file's key under the export's own id. */
export function newLeadExport(
  filters: LeadExportRequest,
  actor: LeadActor,
  now = new Date().toISOString(),
): LeadExportRecord {
  const id = randomUUID();
  return {
    id,
    status: 'running',
    rows: 0,
    filters,
    started_by: actor,
    started_at: now,
    finished_at: null,
    file_key: `leads/${id}/${exportFilename(now)}`,
  };
}

/**
 * The export as the API answers it: its state and progress; once done, a 5-minute link to its file (saved as
 * leads-YYYY-MM-DD.csv) while the file is kept. The file's key stays inside.
 */
export async function leadExportView(job: LeadExportRecord, now = Date.now()): Promise<LeadExport> {
  const { file_key: fileKey, ...shown } = job;
  const stale = job.status === 'running' && now - Date.parse(job.started_at) > EXPORT_STALE_AFTER_MS;
  const filename = exportFilename(job.started_at);
  // A file past its day is gone (the item lives a few days more): the export then offers no link.
  const fileKept = job.finished_at !== null && now - Date.parse(job.finished_at) < EXPORT_FILE_LIFETIME_MS;
  const link =
    job.status === 'done' && fileKept
      ? await privateLink(exportsBucket(), fileKey, {
          download: { filename, contentType: CSV_CONTENT_TYPE },
          now,
        })
      : null;
  return {
    ...shown,
    status: stale ? 'failed' : job.status,
    filename,
    download_url: link?.url ?? null,
    download_expires_at: link?.expiresAt ?? null,
  };
}
