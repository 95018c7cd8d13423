import * as z from 'zod';
import { logger } from '../lib/logger';
import { type LeadExportOutcome, runLeadExport } from '../services/back-office/lead-export-job';

/** The event admin-api sends (POST /api/admin/exports): the export to run, whose item holds the rest. */
export const exportLeadsEventSchema = z.object({ export_id: z.string().min(1).max(64) });
export type ExportLeadsEvent = z.infer<typeof exportLeadsEventSchema>;

/**
 * Invoked asynchronously (InvocationType 'Event') by admin-api when the super admin exports the leads list
 * (issue 33, ADR 093): writes the CSV file to the exports bucket and keeps the export's state in the table.
 * It answers its outcome (which no one waits for) and fails only when it cannot say the export failed.
 */
export async function handler(
  event: unknown,
  context?: { getRemainingTimeInMillis?: () => number },
): Promise<LeadExportOutcome> {
  const log = logger.child({ job: 'export-leads' });
  const parsed = exportLeadsEventSchema.safeParse(event);
  if (!parsed.success) {
    log.error('export-leads event refused', { issue: parsed.error.issues[0]?.message });
    throw new Error('export-leads needs {"export_id": "<id>"}');
  }
  return runLeadExport(parsed.data.export_id, {
    log,
    // Locally (infra/local/lambda-invoke.ts) no time limit applies.
    remainingMs: () => context?.getRemainingTimeInMillis?.() ?? Number.POSITIVE_INFINITY,
  });
}
