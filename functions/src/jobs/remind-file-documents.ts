import { parseEnv, siteEnvSchema } from '../lib/env';
import { logger } from '../lib/logger';
import { type MailMessage, sendMail } from '../lib/mail';
import { type ReminderRun, remindFileDocuments } from '../services/borrower-file/reminders';

export { REMINDER_TIME } from '../services/borrower-file/business-days';

/**
 * EventBridge Scheduler target, daily (the local scheduler here; issue 38, ADR 118): e-mails the borrowers whose
 * documents have waited three business days, at most once a day per file (services/borrower-file/reminders.ts).
 * The payload is ignored. A run that fails for one file goes on with the others; the summary is logged and answered.
 */
export async function handler(
  _event?: unknown,
  options: { now?: Date; send?: (message: MailMessage) => Promise<void>; env?: NodeJS.ProcessEnv } = {},
): Promise<ReminderRun> {
  const log = logger.child({ job: 'remind-file-documents' });
  const { SITE_URL } = parseEnv(siteEnvSchema, options.env ?? process.env);
  const run = await remindFileDocuments({
    log,
    siteUrl: SITE_URL,
    send: options.send ?? sendMail,
    now: options.now,
  });
  log.info('remind-file-documents run', { ...run });
  return run;
}
