import { fileDay } from '@maplestone/shared/borrower-file';
import { describe, expect, it, vi } from 'vitest';
import { fileDocuments } from '../../../functions/src/data/repositories/file-documents';
import { leadActivity } from '../../../functions/src/data/repositories/lead-activity';
import { addBusinessDays, shiftDays } from '../../../functions/src/services/borrower-file/business-days';
import { PDF_BYTES, requestDocument, review, uploadDocument } from './documents-support';
import { invite, mailsTo, signedInPrimary, signInWithLink } from './support';

/*
 * The documents reminders (issue 38, ADR 118): a daily job; a file whose document has waited three business days
 * gets one e-mail a day, through a second run and a restart, another the next business day, none once complete;
 * each in the lead's activity. The job is run as the scheduler runs it, on days after today (the items were asked
 * for today), so the real schedule of this stack never meets these days.
 */

/** The job's module, as a fresh Lambda container (or a restarted stack) would load it. */
async function freshJob() {
  vi.resetModules();
  return import('../../../functions/src/jobs/remind-file-documents');
}

/** 10:00 Toronto time (15:00 UTC in winter, 14:00 in summer: either is that day in Toronto) of a day. */
const morningOf = (day: string) => new Date(`${day}T15:00:00Z`);

/** The business day three business days after today: the first a document asked for today is reminded on. */
const firstDueDay = () => addBusinessDays(fileDay(), 3);

describe('the documents reminders', () => {
  it('e-mails once a day, through a second run and a restart; again the next business day; in the activity', async () => {
    const { leadId, applicantId, email, session } = await signedInPrimary('fr');
    await requestDocument(leadId, { type: 'photo_id', applicant_id: applicantId });
    const { item: refusedItem } = await requestDocument(leadId, {
      type: 'pay_stub',
      applicant_id: applicantId,
    });
    await uploadDocument(session, refusedItem.id, {
      filename: 'talon.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    await review(leadId, refusedItem.id, { status: 'refused', reason: 'Talon de plus de 30 jours' });
    const mailsBefore = (await mailsTo(email)).length;

    // Two business days on: not yet.
    const early = await (await freshJob()).handler(undefined, {
      now: morningOf(addBusinessDays(fileDay(), 2)),
    });
    expect(early.reminded).toBe(0);
    expect((await mailsTo(email)).length).toBe(mailsBefore);

    const day = firstDueDay();
    const first = await (await freshJob()).handler(undefined, { now: morningOf(day) });
    expect(first.reminded).toBeGreaterThanOrEqual(1);
    const again = await (await freshJob()).handler(undefined, { now: morningOf(day) });
    expect(again.reminded).toBe(0);
    // A restart: a new module instance, the same day, later on.
    const restarted = await freshJob();
    await restarted.handler(undefined, { now: new Date(morningOf(day).getTime() + 3 * 3600_000) });

    const mails = (await mailsTo(email)).slice(mailsBefore);
    expect(mails).toHaveLength(1);
    // In the applicant's language, the documents named, the refusal's reason given, the portal's French link.
    expect(mails[0]!.subject).toBe('Rappel\u00a0: votre courtier attend des documents');
    expect(mails[0]!.text).toContain('Pièce d’identité avec photo délivrée par un gouvernement');
    expect(mails[0]!.text).toContain('Talon de plus de 30 jours');
    expect(mails[0]!.text).toContain('/fr/portail/documents');
    expect(await fileDocuments.reminderClaimed(leadId, day)).toBe(true);

    const reminders = (await leadActivity.history(leadId)).filter((event) => event.kind === 'file_reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0]).toMatchObject({ items: 2 });

    // The next business day: another.
    await (await freshJob()).handler(undefined, { now: morningOf(addBusinessDays(day, 1)) });
    expect((await mailsTo(email)).slice(mailsBefore)).toHaveLength(2);
    expect(
      (await leadActivity.history(leadId)).filter((event) => event.kind === 'file_reminder'),
    ).toHaveLength(2);
  });

  it('a co-applicant is reminded of their own documents only; a complete checklist gets none', async () => {
    const { leadId, applicantId, email, session } = await signedInPrimary();
    const co = await invite(leadId, { role: 'co_applicant', name: 'Casey Co' });
    const coSession = (await signInWithLink(co.token)).session;
    const { item: mine } = await requestDocument(leadId, { type: 't4', applicant_id: applicantId });
    const { item: theirs } = await requestDocument(leadId, {
      type: 'employment_letter',
      applicant_id: co.applicantId,
    });
    // The primary's is accepted: nothing outstanding for them.
    await uploadDocument(session, mine.id, {
      filename: 't4.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    await review(leadId, mine.id, { status: 'accepted' });
    const before = { primary: (await mailsTo(email)).length, co: (await mailsTo(co.email)).length };

    // A later business day than the first test's, so its guard is this run's alone.
    const day = addBusinessDays(firstDueDay(), 3);
    await (await freshJob()).handler(undefined, { now: morningOf(day) });
    expect((await mailsTo(email)).length).toBe(before.primary);
    const coMails = (await mailsTo(co.email)).slice(before.co);
    expect(coMails).toHaveLength(1);
    expect(coMails[0]!.subject).toBe('Reminder: your broker is waiting for documents');
    expect(coMails[0]!.text).toContain('Employment letter');
    expect(coMails[0]!.text).not.toContain('T4');

    // Once the co-applicant's is accepted too, nothing is outstanding: no more reminders, nor activity entries.
    await uploadDocument(coSession, theirs.id, {
      filename: 'letter.pdf',
      contentType: 'application/pdf',
      bytes: PDF_BYTES,
    });
    await review(leadId, theirs.id, { status: 'accepted' });
    const next = addBusinessDays(day, 1);
    await (await freshJob()).handler(undefined, { now: morningOf(next) });
    expect((await mailsTo(co.email)).slice(before.co)).toHaveLength(1);
    expect((await mailsTo(email)).length).toBe(before.primary);
    expect(await fileDocuments.reminderClaimed(leadId, next)).toBe(false);
    expect(
      (await leadActivity.history(leadId)).filter((event) => event.kind === 'file_reminder'),
    ).toHaveLength(1);
  });

  it('sends nothing on a weekend', async () => {
    let saturday = firstDueDay();
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = shiftDays(saturday, 1);
    const run = await (await freshJob()).handler(undefined, { now: morningOf(saturday) });
    expect(run).toMatchObject({ files: 0, reminded: 0, emails: 0 });
  });
});
