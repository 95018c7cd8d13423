import { randomUUID } from 'node:crypto';
import {
  fileDay,
  isEditableStage,
  isPersonalSection,
  STAGE_ORDER,
  stageIndex,
  stageMoveRefusal,
} from '@maplestone/shared/borrower-file';
import { borrowerApiMessages as m } from '@maplestone/shared/i18n/en/borrower-api';
import type { Locale } from '@maplestone/shared/i18n/locale';
import {
  type BorrowerFileView,
  type BorrowerSession,
  type BrokerFileView,
  CONSENT_WORDINGS,
  type ConsentRequest,
  type FileStage,
  type InviteApplicantRequest,
  MAX_CO_APPLICANTS,
  type MissingItem,
  SECTION_SCHEMAS,
  type SectionKey,
  type StageRequest,
} from '@maplestone/shared/schemas/borrower-file';
import { borrowerActor, borrowerFiles, type StoredFile } from '../data/repositories/borrower-files';
import { borrowerSignIn } from '../data/repositories/borrower-sign-in';
import type { Lead } from '../data/repositories/leads';
import type { BorrowerCaller, Caller } from '../lib/auth';
import { parseEnv, siteEnvSchema } from '../lib/env';
import { AppError, BadRequestError, NotFoundError } from '../lib/errors';
import { parseWith } from '../lib/http';
import { errorFields, type Logger } from '../lib/logger';
import { type MailMessage, sendMail } from '../lib/mail';
import { leadActor } from './back-office/leads';
import {
  borrowerFileView,
  borrowerView,
  brokerFileView,
  brokerView,
  completeDocumentsIfReady,
  documentsComplete,
  missingOf,
  readWholeFile,
} from './borrower-files';
import { codeEmail, invitationEmail, newLinkEmail, signInLink } from './borrower-mail';

/*
 * The borrower's file's flows (issue 38, ADR 118): the portal's sign-in, its saves and submission, and the broker's
 * invitations and stage moves. Every decision is a rule of shared/borrower-file.ts; the writes are the
 * repositories' conditional ones. Logs name ids and outcomes, never an e-mail, a name or a section's content.
 */

export interface MailOptions {
  log: Logger;
  send?: (message: MailMessage) => Promise<void>;
  env?: NodeJS.ProcessEnv;
  now?: string;
}

const siteUrl = (env: NodeJS.ProcessEnv = process.env) => parseEnv(siteEnvSchema, env).SITE_URL;

/** 410 Gone: a link used or expired (the portal says so and offers a new one). */
export class LinkGoneError extends AppError {
  constructor(code: 'link_used' | 'link_expired') {
    super(410, code, code === 'link_used' ? m.linkUsed : m.linkExpired);
  }
}

/** 409: the file is past the borrower's edits, a conflicting invitation, a stage refused. */
class FileConflictError extends AppError {
  constructor(code: string, message: string, issues?: { path: string; message: string }[]) {
    super(409, code, message, issues ? { issues } : undefined);
  }
}

/** Attempts of a read-decide-write that keeps losing a race with another write of the file. */
const ATTEMPTS = 3;

async function sendQuietly(
  send: (message: MailMessage) => Promise<void>,
  message: MailMessage,
  log: Logger,
  what: string,
) {
  try {
    await send(message);
    return true;
  } catch (error) {
    log.error('borrower e-mail failed', { what, ...errorFields(error) });
    return false;
  }
}

// ---------------------------------------------------------------------------------------------
// Sign-in.

function sessionAnswer(session: { token: string; expiresAt: string }, language: Locale): BorrowerSession {
  return { session: session.token, expires_at: session.expiresAt, language };
}

/** The applicant's language in a file (English when the applicant is gone). */
async function applicantLanguage(leadId: string, applicantId: string): Promise<Locale> {
  const record = await borrowerFiles.get(leadId);
  return record?.file.applicants.find((applicant) => applicant.id === applicantId)?.language ?? 'en';
}

/** POST /api/portal/sign-in/link: spends the link and opens a session; 410 used or expired, 404 unknown. */
export async function signInWithLink(token: string, log: Logger, now = new Date().toISOString()) {
  const used = await borrowerSignIn.useLink(token, now);
  if (used === 'unknown') throw new NotFoundError(m.linkUnknown);
  if (used === 'link_used' || used === 'link_expired') {
    log.info('sign-in link refused', { reason: used });
    throw new LinkGoneError(used);
  }
  const record = await borrowerFiles.get(used.lead_id);
  const applicant = record?.file.applicants.find((a) => a.id === used.applicant_id);
  if (!applicant) throw new NotFoundError(m.linkUnknown);
  const session = await borrowerSignIn.createSession(used.lead_id, used.applicant_id, now);
  await borrowerFiles.markSignedIn(used.lead_id, used.applicant_id, true, now);
  log.info('borrower signed in', { leadId: used.lead_id, applicantId: used.applicant_id, by: 'link' });
  return sessionAnswer(session, applicant.language);
}

/**
 * POST /api/portal/sign-in/link/renew: a fresh link e-mailed to the invitation's address (never one the visitor
 * types), the old one stopped. Answers alike whatever happened (unknown link, the address's hourly limit).
 */
export async function renewSignInLink(token: string, options: MailOptions): Promise<void> {
  const { log, send = sendMail, now = new Date().toISOString() } = options;
  const link = await borrowerSignIn.link(token);
  if (!link) return;
  const record = await borrowerFiles.get(link.lead_id);
  const applicant = record?.file.applicants.find((a) => a.id === link.applicant_id);
  const state = record?.applicants.get(link.applicant_id);
  if (!record || !applicant || !state) return;
  if (!(await borrowerSignIn.reserveMail(applicant.email, now))) {
    log.warn('sign-in link not renewed: the address reached its hourly limit', { leadId: link.lead_id });
    return;
  }
  const renewed = await borrowerFiles.renewLink(link.lead_id, state, applicant.role, null, now);
  if (!renewed.ok) return;
  await sendQuietly(
    send,
    newLinkEmail({
      to: applicant.email,
      language: applicant.language,
      url: signInLink(siteUrl(options.env), applicant.language, renewed.link.token),
    }),
    log,
    'new link',
  );
  log.info('sign-in link renewed', { leadId: link.lead_id, applicantId: link.applicant_id });
}

/**
 * POST /api/portal/sign-in/code/request: a 6-digit code e-mailed when the address has a file (its latest), within
 * the address's hourly limit. Answers 202 whatever happened, so it tells nobody whether an address has a file.
 */
export async function requestSignInCode(
  email: string,
  language: Locale,
  options: MailOptions,
): Promise<void> {
  const { log, send = sendMail, now = new Date().toISOString() } = options;
  const [latest] = await borrowerSignIn.filesOf(email);
  if (!latest) {
    log.info('sign-in code not sent: no file for the address');
    return;
  }
  if (!(await borrowerSignIn.reserveMail(email, now))) {
    log.warn('sign-in code not sent: the address reached its hourly limit', { leadId: latest.lead_id });
    return;
  }
  const code = await borrowerSignIn.createCode(email, latest.lead_id, latest.applicant_id, now);
  await sendQuietly(send, codeEmail({ to: email.trim(), language, code }), log, 'code');
  log.info('sign-in code sent', { leadId: latest.lead_id, applicantId: latest.applicant_id });
}

/** POST /api/portal/sign-in/code: a right code opens a session once; wrong → 400, five wrong → 429. */
export async function signInWithCode(
  email: string,
  code: string,
  log: Logger,
  now = new Date().toISOString(),
) {
  const checked = await borrowerSignIn.checkCode(email, code, now);
  if (!checked.ok) {
    log.info('sign-in code refused', { reason: checked.reason });
    if (checked.reason === 'locked') throw new AppError(429, 'code_locked', m.codeLocked);
    if (checked.reason === 'no_code') throw new BadRequestError('code_expired', m.codeExpired);
    throw new BadRequestError('wrong_code', m.wrongCode);
  }
  const session = await borrowerSignIn.createSession(checked.leadId, checked.applicantId, now);
  await borrowerFiles.markSignedIn(checked.leadId, checked.applicantId, false, now);
  log.info('borrower signed in', { leadId: checked.leadId, applicantId: checked.applicantId, by: 'code' });
  return sessionAnswer(session, await applicantLanguage(checked.leadId, checked.applicantId));
}

// ---------------------------------------------------------------------------------------------
// The borrower's file.

/**
 * PUT /api/portal/file/sections/{section}: saves one section (a personal one as the caller's own), validated by
 * its schema; the first save moves the file from 'lead' to 'application_started'. 409 once submitted.
 */
export async function saveSection(
  borrower: BorrowerCaller,
  section: SectionKey,
  body: unknown,
  now = new Date().toISOString(),
): Promise<BorrowerFileView> {
  const value = parseWith(SECTION_SCHEMAS[section], body);
  const saved = isPersonalSection(section)
    ? await borrowerFiles.savePersonalSection(
        borrower.leadId,
        borrower.applicantId,
        section,
        value as never,
        now,
      )
    : await borrowerFiles.saveSharedSection(borrower.leadId, section, value as never, now);
  if (!saved) {
    if (!(await borrowerFiles.get(borrower.leadId))) throw new NotFoundError();
    throw new FileConflictError('file_not_editable', m.fileNotEditable);
  }
  const whole = await readWholeFile(borrower.leadId);
  if (!whole) throw new NotFoundError();
  if (whole.record.file.stage === 'lead') {
    const applicant = whole.record.file.applicants.find((a) => a.id === borrower.applicantId);
    const moved = await borrowerFiles.changeStage(
      whole.record.file,
      'application_started',
      { actor: applicant ? borrowerActor(applicant) : null, kind: 'borrower', reason: null },
      {},
      now,
    );
    // Lost a race: another save started it (or the broker moved it); the view read next shows which.
    if (moved) return borrowerFileView(borrower);
  }
  return borrowerView(borrower, whole);
}

/** POST /api/portal/file/consents: the caller signs a consent in its current wording (by typed name, server's time). */
export async function signConsent(
  borrower: BorrowerCaller,
  request: ConsentRequest,
  now = new Date().toISOString(),
): Promise<BorrowerFileView> {
  if (request.version !== CONSENT_WORDINGS[request.kind].version) {
    throw new FileConflictError('consent_outdated', m.consentOutdated);
  }
  const language = request.language ?? (await applicantLanguage(borrower.leadId, borrower.applicantId));
  const signed = await borrowerFiles.signConsent(borrower.leadId, {
    kind: request.kind,
    version: request.version,
    language,
    typed_name: request.typed_name,
    signed_at: now,
    applicant_id: borrower.applicantId,
  });
  if (!signed) throw new FileConflictError('file_not_editable', m.fileNotEditable);
  return borrowerFileView(borrower);
}

/** The 400's issues of an incomplete file: what is missing, by applicant (ids only) or for the file. */
const missingIssues = (missing: readonly MissingItem[]) =>
  missing.map((item) => ({
    path: [item.applicant_id ?? 'file', item.section ?? `consent.${item.consent}`].join('.'),
    message: m.fileIncomplete,
  }));

/**
 * POST /api/portal/file/submit: every applicant's sections complete and consents signed, the shared sections
 * complete → 'application_submitted' (and at once 'documents_complete' when those are too). 400 with what is
 * missing; 409 once submitted.
 */
export async function submitFile(
  borrower: BorrowerCaller,
  now = new Date().toISOString(),
): Promise<BorrowerFileView> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const whole = await readWholeFile(borrower.leadId);
    if (!whole) throw new NotFoundError();
    const { file } = whole.record;
    if (!isEditableStage(file.stage)) throw new FileConflictError('file_not_editable', m.fileNotEditable);
    const missing = missingOf(whole.record, fileDay(new Date(now)));
    if (missing.length > 0) {
      throw new AppError(400, 'file_incomplete', m.fileIncomplete, { issues: missingIssues(missing) });
    }
    const applicant = file.applicants.find((a) => a.id === borrower.applicantId);
    const moved = await borrowerFiles.changeStage(
      file,
      'application_submitted',
      { actor: applicant ? borrowerActor(applicant) : null, kind: 'borrower', reason: null },
      { submitted_at: now },
      now,
    );
    if (moved) {
      await completeDocumentsIfReady(borrower.leadId, now);
      return borrowerFileView(borrower);
    }
  }
  throw new FileConflictError('busy', m.busy);
}

// ---------------------------------------------------------------------------------------------
// The broker's side.

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Why an applicant cannot join the file, or null. */
function invitationRefusal(
  file: StoredFile | undefined,
  body: InviteApplicantRequest,
): FileConflictError | null {
  const applicants = file?.applicants ?? [];
  if (applicants.some((applicant) => sameEmail(applicant.email, body.email))) {
    return new FileConflictError('duplicate_email', m.duplicateEmail, [
      { path: 'email', message: m.duplicateEmail },
    ]);
  }
  if (body.role === 'primary' && applicants.some((applicant) => applicant.role === 'primary')) {
    return new FileConflictError('primary_exists', m.primaryExists, [
      { path: 'role', message: m.primaryExists },
    ]);
  }
  const coApplicants = applicants.filter((applicant) => applicant.role === 'co_applicant').length;
  if (body.role === 'co_applicant' && coApplicants >= MAX_CO_APPLICANTS) {
    return new FileConflictError('too_many_co_applicants', m.tooManyCoApplicants, [
      { path: 'role', message: m.tooManyCoApplicants },
    ]);
  }
  return null;
}

/**
 * POST /api/files/{leadId}/applicants: invites an applicant (the file is opened with the first), a primary and up
 * to three co-applicants, each e-mail once per file; the invitation e-mailed in their language.
 */
export async function inviteApplicant(
  lead: Lead,
  caller: Caller,
  body: InviteApplicantRequest,
  options: MailOptions,
): Promise<BrokerFileView> {
  const { log, send = sendMail, now = new Date().toISOString() } = options;
  const actor = leadActor(caller);
  const id = randomUUID();
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const record = await borrowerFiles.get(lead.id);
    const refusal = invitationRefusal(record?.file, body);
    if (refusal) throw refusal;
    const invited = await borrowerFiles.invite(lead.id, record?.file, { id, ...body }, actor, now);
    if (!invited.ok) continue;
    await sendQuietly(
      send,
      invitationEmail({
        to: body.email,
        name: body.name,
        language: body.language,
        coApplicant: body.role === 'co_applicant',
        brokerName: actor.name ?? '',
        url: signInLink(siteUrl(options.env), body.language, invited.link.token),
      }),
      log,
      'invitation',
    );
    log.info('applicant invited', { leadId: lead.id, applicantId: id, role: body.role });
    return brokerFileView(lead);
  }
  throw new FileConflictError('busy', m.busy);
}

/** POST /api/files/{leadId}/applicants/{applicantId}/invitation: a new link e-mailed; the old one stops working. */
export async function resendInvitation(
  lead: Lead,
  caller: Caller,
  applicantId: string,
  options: MailOptions,
): Promise<BrokerFileView> {
  const { log, send = sendMail, now = new Date().toISOString() } = options;
  const actor = leadActor(caller);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const record = await borrowerFiles.get(lead.id);
    const applicant = record?.file.applicants.find((a) => a.id === applicantId);
    const state = record?.applicants.get(applicantId);
    if (!applicant || !state) throw new NotFoundError(m.applicantNotFound);
    const renewed = await borrowerFiles.renewLink(lead.id, state, applicant.role, actor, now);
    if (!renewed.ok) continue;
    await sendQuietly(
      send,
      invitationEmail({
        to: applicant.email,
        name: applicant.name,
        language: applicant.language,
        coApplicant: applicant.role === 'co_applicant',
        brokerName: actor.name ?? '',
        url: signInLink(siteUrl(options.env), applicant.language, renewed.link.token),
      }),
      log,
      'invitation',
    );
    log.info('invitation sent again', { leadId: lead.id, applicantId });
    return brokerFileView(lead);
  }
  throw new FileConflictError('busy', m.busy);
}

const SUBMITTED = stageIndex('application_submitted');
const DOCUMENTS_COMPLETE = stageIndex('documents_complete');

/** What moving to `to` sets besides the stage: the lost reason, the submission's and the documents' times. */
function stageFields(file: StoredFile, to: FileStage, reason: string | null, now: string) {
  if (to === 'lost') return { lost_reason: reason };
  const index = STAGE_ORDER.indexOf(to);
  return {
    lost_reason: null,
    // Back before the submission: the borrower may edit again. Set by hand to a stage: its time is now.
    submitted_at:
      index < SUBMITTED ? null : to === 'application_submitted' ? (file.submitted_at ?? now) : undefined,
    documents_complete_at: index < DOCUMENTS_COMPLETE ? null : to === 'documents_complete' ? now : undefined,
  };
}

/**
 * PATCH /api/files/{leadId}/stage: the broker moves the file forward or back; 'lost' with its reason;
 * 'documents_complete' only when the documents are (isDocumentsComplete).
 */
export async function changeStage(
  lead: Lead,
  caller: Caller,
  body: StageRequest,
  log: Logger,
  now = new Date().toISOString(),
): Promise<BrokerFileView> {
  const actor = leadActor(caller);
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const whole = await readWholeFile(lead.id);
    if (!whole) throw new FileConflictError('no_file', m.noFile);
    const { file } = whole.record;
    const refusal = stageMoveRefusal(file.stage, body.stage, {
      documentsComplete: documentsComplete(whole),
      reason: body.reason,
    });
    if (refusal === 'same_stage') throw new FileConflictError('same_stage', m.sameStage);
    if (refusal === 'documents_incomplete') {
      throw new FileConflictError('documents_incomplete', m.documentsIncomplete);
    }
    if (refusal === 'reason_required') throw new BadRequestError('reason_required', m.fileIncomplete);
    const moved = await borrowerFiles.changeStage(
      file,
      body.stage,
      { actor, kind: 'broker', reason: body.reason },
      stageFields(file, body.stage, body.reason, now),
      now,
    );
    if (moved) {
      log.info('file stage changed', { leadId: lead.id, from: file.stage, to: body.stage });
      return brokerView(lead, await readWholeFile(lead.id));
    }
  }
  throw new FileConflictError('busy', m.busy);
}
