/**
 * How long an export job may run and how long its file is kept (ADR 093), apart from the modules that read the
 * environment, so the CDK tests can hold the function's timeout and the bucket's lifecycle against them.
 */

/** The job stops (and says it failed) when less than this is left of its time, rather than be cut off running. */
export const EXPORT_TIME_MARGIN_MS = 30_000;

/**
 * A running export older than this has stopped without saying so (its function ran out of memory, or was
 * stopped): it reads as failed. The job has 15 minutes (Lambda's longest) and stops itself a little before.
 */
export const EXPORT_STALE_AFTER_MS = 16 * 60 * 1000;

/** How long a file stays in the exports bucket: its lifecycle rule deletes it a day after it was written (AWS). */
export const EXPORT_FILE_LIFETIME_MS = 24 * 60 * 60 * 1000;
