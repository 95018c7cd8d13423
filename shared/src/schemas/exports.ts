import * as z from 'zod';
import { staffMessages } from '../i18n/en/staff/back-office/index';
import { timestampSchema } from './common';
import { adminLeadFilterSchema, leadActorSchema } from './leads';

// ---------------------------------------------------------------------------------------------
// Exports as jobs (issue 33, ADR 093): POST /api/admin/exports starts one with the leads list's filters and
// answers at once; a job writes the CSV file to a private bucket page by page; GET /api/admin/exports/{id}
// answers its state, and once it is done a 5-minute link to the file.

/** running until the file is written, then done; failed when it could not be (the job logs why). */
export const EXPORT_STATUSES = ['running', 'done', 'failed'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];

/**
 * POST /api/admin/exports: the filters of the leads list (what the table shows), as a JSON body; a date range
 * that ends before it starts is refused as the list refuses it.
 */
export const leadExportRequestSchema = adminLeadFilterSchema.refine(
  (filters) => !filters.from || !filters.to || filters.from <= filters.to,
  { message: staffMessages.paging.fromAfterTo, path: ['from'] },
);
export type LeadExportRequest = z.infer<typeof leadExportRequestSchema>;

/** An export as the table keeps it (its item lives a few days: ADR 093). */
export const leadExportRecordSchema = z.object({
  id: z.string(),
  status: z.enum(EXPORT_STATUSES),
  /** Rows written to the file so far (the header aside), updated after each page of leads. */
  rows: z.number().int().min(0),
  filters: adminLeadFilterSchema,
  /** Who started it: each exported lead's activity names them (`csv_export`). */
  started_by: leadActorSchema,
  started_at: timestampSchema,
  finished_at: timestampSchema.nullable(),
  /** The file's key in the exports bucket. */
  file_key: z.string(),
});
export type LeadExportRecord = z.infer<typeof leadExportRecordSchema>;

/**
 * POST /api/admin/exports (202) and GET /api/admin/exports/{id}: the export's state; once done, a link to its
 * file (`leads-YYYY-MM-DD.csv`) that works for 5 minutes (a later GET signs a new one).
 */
export const leadExportSchema = leadExportRecordSchema.omit({ file_key: true }).extend({
  filename: z.string(),
  download_url: z.string().nullable(),
  download_expires_at: timestampSchema.nullable(),
});
export type LeadExport = z.infer<typeof leadExportSchema>;
