import * as z from 'zod';
import { leadExports } from '../data/repositories/lead-exports';
import { awsEnvSchema, parseEnv } from '../lib/env';
import { logger } from '../lib/logger';
import { putMetric } from '../lib/metrics';
import {
  type ReconcileDeps,
  type ReconcileSummary,
  reconcileLeadExports,
} from '../services/lead-export/reconcile';
import { defaultExportDeps } from './lead-export-deps';

/** The metric the "lead unexported for an hour" alarm watches (namespace Maplestone, dimension Stage). */
export const OLDEST_UNEXPORTED_METRIC = 'OldestUnexportedLeadAgeSeconds';

const env = parseEnv(
  z.object({
    /** The metric's Stage dimension: two stages in one account and region must not share one series. */
    STAGE: awsEnvSchema.shape.STAGE,
    /** Leads younger than this are the stream consumer's (2 minutes: it sends them within seconds). */
    LEAD_EXPORT_GRACE_SECONDS: z.coerce.number().int().min(0).default(120),
    /** Leads sent per run at most; a run every 5 minutes drains a backlog oldest first. */
    LEAD_EXPORT_RECONCILE_MAX: z.coerce.number().int().min(1).max(1000).default(200),
  }),
);

/**
 * EventBridge Scheduler target (every 5 minutes; the local scheduler here). The payload is ignored.
 * Sends the leads the stream consumer could not, then reports the age of the oldest lead still unexported.
 * A failed send does not fail the invocation: the lead stays queued for the next run, and the metric
 * (not a Lambda error the scheduler would retry) is what alarms.
 */
export async function handler(): Promise<ReconcileSummary> {
  const deps: ReconcileDeps = {
    ...defaultExportDeps(),
    log: logger.child({ job: 'reconcile-lead-exports' }),
    unexported: (createdBefore, limit) => leadExports.listUnexported(createdBefore, limit),
    oldestUnexportedAt: () => leadExports.oldestUnexportedAt(),
  };
  const summary = await reconcileLeadExports(deps, {
    graceMs: env.LEAD_EXPORT_GRACE_SECONDS * 1000,
    maxLeads: env.LEAD_EXPORT_RECONCILE_MAX,
  });
  putMetric(OLDEST_UNEXPORTED_METRIC, summary.oldestUnexportedAgeSeconds, 'Seconds', { Stage: env.STAGE });
  deps.log.info('reconcile-lead-exports run', { ...summary });
  return summary;
}
