import { fileDay } from '@maplestone/shared/borrower-file';
import { brand } from '@maplestone/shared/brand';
import { fileReminderEmailWords } from '@maplestone/shared/i18n/en/email/file-reminder';
import { portalDocumentsWords } from '@maplestone/shared/i18n/en/portal/documents';
import { fileReminderEmailFr } from '@maplestone/shared/i18n/fr/email/file-reminder';
import { portalDocumentsFr } from '@maplestone/shared/i18n/fr/portal/documents';
import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { localizedPath } from '@maplestone/shared/i18n/paths';
import type { FileStage } from '@maplestone/shared/schemas/borrower-file';
import { dayOf } from '../../data/keys';
import type { StoredApplicant } from '../../data/repositories/borrower-files';
import {
  fileDocuments,
  isOutstanding,
  type StoredChecklistItem,
} from '../../data/repositories/file-documents';
import { escapeHtml } from '../../lib/html';
import { errorFields, type Logger } from '../../lib/logger';
import type { MailMessage } from '../../lib/mail';
import { readWholeFile } from '../borrower-files';
import { isBusinessDay, isReminderDue, latestDueSinceDay } from './business-days';

/*
 * The documents reminders (issue 38, ADR 118), a daily job. A file is reminded when one of its checklist items has
 * waited for the borrower (requested, or refused) three business days (Monday to Friday, Toronto), the file is not
 * complete (an item waits, so it is not) nor funded or lost, and it was not reminded yet that day. The files come
 * from the sparse queue of outstanding items (GSI3 `FILE#OUTSTANDING`, by the day each began to wait): one Query,
 * never a Scan. Items of a lost or funded file stay in that queue (the file may be reopened) and are passed over.
 *
 * At most one reminder a day per file, through retries and restarts: the day's guard item (`FILE#REMINDER#{day}`) is
 * written, conditionally, BEFORE any e-mail goes. A second run (the scheduler's retry, a redelivery, a restarted
 * stack) finds it and sends nothing. The price is "at most once": a crash between the guard and the e-mail loses
 * that day's reminder (the next business day's run sends one). A send the mail server refused releases the guard
 * when nothing went out, so a later run that day may try again; once one e-mail of the reminder went, never.
 *
 * One reminder reaches each applicant who has something outstanding, in their own language: a co-applicant their
 * own documents, the primary applicant theirs and the file's. The lead's activity records it (how many items).
 */

/**
 * Stages in which nothing is asked of the borrower any more, whatever the checklist says. In any other stage a file
 * with an outstanding item is not complete (documents complete means every item accepted): a document the broker
 * asks for after the file went to the lender (a lender's condition) is reminded of too.
 */
const QUIET_STAGES: readonly FileStage[] = ['funded', 'lost'];

const SPEECH = {
  en: { mail: fileReminderEmailWords, types: portalDocumentsWords.types },
  fr: { mail: fileReminderEmailFr, types: portalDocumentsFr.types },
} as const;

/** One reminder e-mail: the applicant's outstanding documents (a refused one with its reason) and the portal's link. */
export function reminderEmail(
  applicant: Pick<StoredApplicant, 'name' | 'email' | 'language'>,
  items: readonly Pick<StoredChecklistItem, 'type' | 'label' | 'status' | 'reason'>[],
  siteUrl: string,
  messageId?: string,
): MailMessage {
  const language: Locale = applicant.language === 'fr' ? 'fr' : 'en';
  const { mail, types } = SPEECH[language];
  const link = `${siteUrl.replace(/\/+$/, '')}${localizedPath('/portal/documents', language)}`;
  const lines = items.map((item) => {
    const name = item.label ?? types[item.type];
    return item.status === 'refused' && item.reason ? mail.refused(name, item.reason) : mail.item(name);
  });
  const footer = `${brand.legalName} · ${brand.office.singleLine}`;
  const text = [
    mail.heading,
    '',
    mail.greeting(applicant.name),
    '',
    mail.body(items.length),
    ...lines,
    '',
    mail.howTo,
    `${mail.openFile}: ${link}`,
    '',
    mail.why(brand.name),
    footer,
  ].join('\n');
  const html = `<!doctype html><html lang="${LANGUAGE_TAGS[language]}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px">${escapeHtml(mail.heading)}</h1>
<p>${escapeHtml(mail.greeting(applicant.name))}</p>
<p>${escapeHtml(mail.body(items.length))}</p>
<ul>${lines.map((line) => `<li>${escapeHtml(line.replace(/^• /, ''))}</li>`).join('')}</ul>
<p>${escapeHtml(mail.howTo)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1e3a8a;color:#ffffff;padding:10px 18px;border-radius:8px;text-decoration:none;font-weight:bold">${escapeHtml(mail.openFile)}</a></p>
<p style="font-size:12px;color:#475569">${escapeHtml(mail.why(brand.name))}<br>${escapeHtml(footer)}</p>
</body></html>`;
  return { to: applicant.email, subject: mail.subject, text, html, ...(messageId ? { messageId } : {}) };
}

export interface ReminderRun {
  day: string;
  /** Files with an item due a reminder. */
  files: number;
  /** Files reminded by this run. */
  reminded: number;
  emails: number;
  /** Files already reminded that day, complete or quiet, or with nothing outstanding any more. */
  skipped: number;
  /** Files whose reminder failed (logged; the next run tries again when nothing was sent). */
  failed: number;
}

export interface ReminderOptions {
  log: Logger;
  siteUrl: string;
  send: (message: MailMessage) => Promise<void>;
  now?: Date;
}

/** Who gets which of the outstanding items: each co-applicant their own; the primary theirs and the file's. */
function recipientsOf(applicants: readonly StoredApplicant[], outstanding: readonly StoredChecklistItem[]) {
  const primary = applicants.find((applicant) => applicant.role === 'primary') ?? applicants[0];
  return (
    applicants
      // An anonymised applicant has no address left to write to.
      .filter((applicant) => applicant.email !== '')
      .map((applicant) => ({
        applicant,
        items: outstanding.filter(
          (item) =>
            item.applicant_id === applicant.id ||
            (item.applicant_id === null && applicant.id === primary?.id),
        ),
      }))
      .filter((recipient) => recipient.items.length > 0)
  );
}

type FileOutcome = 'reminded' | 'skipped' | 'failed';

async function remindFile(leadId: string, today: string, options: ReminderOptions, run: ReminderRun) {
  const { log, now = new Date() } = options;
  const whole = await readWholeFile(leadId);
  if (!whole || QUIET_STAGES.includes(whole.record.file.stage)) return 'skipped';
  const outstanding = whole.checklist.filter((item) => isOutstanding(item.status));
  const due = outstanding.some(
    (item) => item.outstanding_since && isReminderDue(dayOf(item.outstanding_since), today),
  );
  const recipients = recipientsOf(whole.record.file.applicants, outstanding);
  if (!due || recipients.length === 0) return 'skipped';

  // The day's guard first: whoever wrote it sends; a second run, or a restart, finds it and sends nothing.
  if (!(await fileDocuments.claimReminder(leadId, today, now.toISOString()))) return 'skipped';
  let sent = 0;
  for (const { applicant, items } of recipients) {
    try {
      await options.send(
        reminderEmail(
          applicant,
          items,
          options.siteUrl,
          `<file-reminder-${leadId}-${applicant.id}-${today}@${new URL(options.siteUrl).hostname}>`,
        ),
      );
      sent++;
      run.emails++;
    } catch (error) {
      log.error('file reminder e-mail failed', { leadId, applicantId: applicant.id, ...errorFields(error) });
    }
  }
  if (sent === 0) {
    const released = await fileDocuments.releaseReminder(leadId, today).catch(() => false);
    log.warn('file reminder not sent', { leadId, released });
    return 'failed';
  }
  await fileDocuments.recordReminder(
    leadId,
    today,
    { recipients: sent, items: outstanding.length },
    { kind: 'file_reminder', at: now.toISOString(), items: outstanding.length },
  );
  return 'reminded';
}

/**
 * Sends the day's reminders (see above). Never throws for one file: a file that fails is logged and counted, the
 * others are reminded. On a Saturday or Sunday nothing is sent.
 */
export async function remindFileDocuments(options: ReminderOptions): Promise<ReminderRun> {
  const now = options.now ?? new Date();
  const today = fileDay(now);
  const run: ReminderRun = { day: today, files: 0, reminded: 0, emails: 0, skipped: 0, failed: 0 };
  if (!isBusinessDay(today)) return run;
  const waiting = await fileDocuments.outstandingSince(latestDueSinceDay(today));
  const leadIds = [
    ...new Set(
      waiting
        .filter((item) => item.outstanding_since && isReminderDue(dayOf(item.outstanding_since), today))
        .map((item) => item.lead_id),
    ),
  ];
  run.files = leadIds.length;
  for (const leadId of leadIds) {
    let outcome: FileOutcome;
    try {
      outcome = await remindFile(leadId, today, { ...options, now }, run);
    } catch (error) {
      options.log.error('file reminder failed', { leadId, ...errorFields(error) });
      outcome = 'failed';
    }
    run[outcome]++;
  }
  return run;
}
