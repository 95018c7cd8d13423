import { type LeadExportRecord, leadExportRecordSchema } from '@maplestone/shared/schemas/exports';
import { ENTITY, keys, stamp } from '../keys';
import { conditionalUpdate, getItem, putNew, toEntity } from '../query';
import { ttlAfter } from '../table';

/** How long an export's item stays after it started (TTL): its state and link are wanted for minutes, kept days. */
export const EXPORT_JOB_TTL_SECONDS = 3 * 24 * 60 * 60;

const toJob = (item: Record<string, unknown> | undefined) => toEntity(leadExportRecordSchema, item);

/** A change of a running job only: a finished or failed one never changes again. */
const whileRunning = (sets: string[], values: Record<string, unknown>) => ({
  UpdateExpression: `SET ${[...sets, 'updatedAt = :now'].join(', ')}`,
  ConditionExpression: 'attribute_exists(PK) AND #status = :running',
  // `status` and `rows` are DynamoDB reserved words; each name given must be used.
  ExpressionAttributeNames: {
    '#status': 'status',
    ...(sets.some((set) => set.includes('#rows')) ? { '#rows': 'rows' } : {}),
  },
  ExpressionAttributeValues: { ':running': 'running', ...values },
});

/**
 * Export jobs (issue 33, ADR 093): one item per export, `EXPORT#{id}` / `EXPORT`, written when the super admin
 * starts it, claimed once by the job, its row count moved after each page, and marked done or failed once.
 */
export const exportJobs = {
  /** The new job, running with no rows; its id is new, so nothing is overwritten. */
  async create(job: LeadExportRecord): Promise<void> {
    const written = await putNew({
      ...keys.exportJob(job.id),
      ...stamp(ENTITY.exportJob, job.started_at),
      ...job,
      expiresAt: ttlAfter(job.started_at, EXPORT_JOB_TTL_SECONDS),
    });
    if (!written) throw new Error(`export ${job.id} already exists`);
  },

  async get(id: string): Promise<LeadExportRecord | undefined> {
    return toJob(await getItem(keys.exportJob(id)));
  },

  /**
   * The job, for the one run that claims it: an invocation delivered twice (Lambda's asynchronous invocations
   * are at least once) finds it claimed and gets undefined, as for a job that is no longer running.
   */
  async claim(id: string, now = new Date().toISOString()): Promise<LeadExportRecord | undefined> {
    return toJob(
      await conditionalUpdate(keys.exportJob(id), {
        UpdateExpression: 'SET #claimed = :now, updatedAt = :now',
        ConditionExpression: 'attribute_exists(PK) AND #status = :running AND attribute_not_exists(#claimed)',
        ExpressionAttributeNames: { '#status': 'status', '#claimed': '_claimedAt' },
        ExpressionAttributeValues: { ':running': 'running', ':now': now },
      }),
    );
  },

  /** The rows written so far, after each page. */
  async progress(id: string, rows: number, now = new Date().toISOString()): Promise<void> {
    await conditionalUpdate(
      keys.exportJob(id),
      whileRunning(['#rows = :rows'], { ':rows': rows, ':now': now }),
    );
  },

  /** The file is written: done, with its row count. False when the job was no longer running. */
  async finish(id: string, rows: number, now = new Date().toISOString()): Promise<boolean> {
    const updated = await conditionalUpdate(
      keys.exportJob(id),
      whileRunning(['#status = :done', '#rows = :rows', 'finished_at = :now'], {
        ':done': 'done',
        ':rows': rows,
        ':now': now,
      }),
    );
    return updated !== undefined;
  },

  /** The job could not write its file (why is in the job's log). A job already done stays done. */
  async fail(id: string, now = new Date().toISOString()): Promise<void> {
    await conditionalUpdate(
      keys.exportJob(id),
      whileRunning(['#status = :failed', 'finished_at = :now'], { ':failed': 'failed', ':now': now }),
    );
  },
};
