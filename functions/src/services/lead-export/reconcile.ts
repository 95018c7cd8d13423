import { errorFields } from '../../lib/logger';
import { EXPORT_CONCURRENCY, type ExportDeps, exportLead, LeadBusyError } from './export';

/** Sends failed in a row (one per concurrent worker) after which the run stops: the mail service is down. */
export const MAIL_DOWN_AFTER_FAILURES = EXPORT_CONCURRENCY;

/** What reconciling needs besides the export path: the sparse queue of leads not yet exported. */
export interface ReconcileDeps extends ExportDeps {
  /** Unexported leads created before the given instant, oldest first, at most `limit`. */
  unexported(createdBefore: string, limit: number): Promise<{ id: string; createdAt: string }[]>;
  /** Creation time of the oldest lead still unexported (null: none). */
  oldestUnexportedAt(): Promise<string | null>;
}

export interface ReconcileOptions {
  /** Leads younger than this are left to the stream consumer, which normally sends them in seconds. */
  graceMs: number;
  /** At most this many leads per run (the rest wait for the next run, oldest first). */
  maxLeads: number;
}

export interface ReconcileSummary {
  /** Unexported leads older than the grace period that this run looked at. */
  due: number;
  sent: number;
  /** Exported meanwhile (by the stream consumer) or deleted: nothing to send. */
  skipped: number;
  /** Being sent by another delivery right now (its lease is live): left to it. */
  busy: number;
  /** Could not be sent (the mail service failed): left for the next run. */
  failed: number;
  /** Age of the oldest lead still unexported after this run, 0 when none: the alarm's metric. */
  oldestUnexportedAgeSeconds: number;
}

/**
 * Sends every lead the stream consumer did not (its retries ran out, or its record was set aside) through
 * the same exactly-once path (claim → send → mark), oldest first. A lead the consumer sends meanwhile is
 * found exported or leased and skipped, so a race sends nothing twice. A lead that fails is left for the
 * next run and the others still go (one undeliverable lead holds back no other); after
 * MAIL_DOWN_AFTER_FAILURES failures in a row the run takes no more: the mail service is down.
 */
export async function reconcileLeadExports(
  deps: ReconcileDeps,
  options: ReconcileOptions,
): Promise<ReconcileSummary> {
  const cutoff = new Date(deps.now().getTime() - options.graceMs).toISOString();
  const due = await deps.unexported(cutoff, options.maxLeads);
  const summary = { due: due.length, sent: 0, skipped: 0, busy: 0, failed: 0 };
  let next = 0;
  let failuresInARow = 0;
  const worker = async () => {
    for (
      let index = next++;
      index < due.length && failuresInARow < MAIL_DOWN_AFTER_FAILURES;
      index = next++
    ) {
      const leadId = due[index]!.id;
      try {
        const outcome = await exportLead(leadId, deps);
        failuresInARow = 0;
        if (outcome === 'sent') summary.sent++;
        else summary.skipped++;
      } catch (error) {
        if (error instanceof LeadBusyError) {
          summary.busy++;
          continue;
        }
        failuresInARow++;
        summary.failed++;
        deps.log.warn('reconcile-lead-exports: send failed, left for the next run', {
          leadId,
          ...errorFields(error),
        });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(EXPORT_CONCURRENCY, due.length) }, worker));

  const oldest = await deps.oldestUnexportedAt();
  const ageMs = oldest ? deps.now().getTime() - new Date(oldest).getTime() : 0;
  return { ...summary, oldestUnexportedAgeSeconds: Math.max(0, Math.floor(ageMs / 1000)) };
}
