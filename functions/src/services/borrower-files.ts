import {
  fileDay,
  fileProgress,
  isDocumentsComplete,
  maskDocumentNumber,
  missingForSubmission,
} from '@maplestone/shared/borrower-file';
import {
  type BorrowerFileView,
  type BrokerFileView,
  CONSENT_WORDINGS,
  type FintracRecord,
  type PersonalSections,
} from '@maplestone/shared/schemas/borrower-file';
import { type ApplicantState, borrowerFiles, type FileRecord } from '../data/repositories/borrower-files';
import {
  checklistView,
  fileDocuments,
  type StoredChecklistItem,
  type StoredFintracRecord,
} from '../data/repositories/file-documents';
import type { Lead } from '../data/repositories/leads';
import type { BorrowerCaller, Caller } from '../lib/auth';
import { NotFoundError } from '../lib/errors';
import { readLead } from './back-office/leads';
import { callerAgentId } from './back-office/ownership';

/*
 * The borrower's file (issue 38, ADR 118): who may open it, and the two views of it. The broker's side opens a lead
 * through the lead desk's own ownership check (an agent or admin their own leads, a super admin any); the
 * borrower's side reads only the file and applicant of their session.
 */

/**
 * The lead whose file the caller works on: any lead for a super admin, the caller's own lead for an agent or
 * admin (the lead desk's check); 404 for any other, as if it did not exist.
 */
export async function openFileLead(leadId: string, caller: Caller | null): Promise<Lead> {
  if (!caller) throw new NotFoundError();
  if (caller.role === 'super_admin') return readLead(leadId, undefined);
  return readLead(leadId, await callerAgentId(caller));
}

/** A file with its checklist and FINTRAC records, read side by side. */
export interface WholeFile {
  record: FileRecord;
  checklist: StoredChecklistItem[];
  fintrac: StoredFintracRecord[];
}

/** A lead's whole file, or undefined when it has none yet (three Queries of the lead's partition at once). */
export async function readWholeFile(leadId: string): Promise<WholeFile | undefined> {
  const [record, checklist, fintrac] = await Promise.all([
    borrowerFiles.get(leadId),
    fileDocuments.list(leadId),
    fileDocuments.fintracRecords(leadId),
  ]);
  return record ? { record, checklist, fintrac } : undefined;
}

/** Each applicant's personal sections, by id. */
function sectionsByApplicant(
  applicants: ReadonlyMap<string, ApplicantState>,
): Record<string, PersonalSections> {
  return Object.fromEntries([...applicants].map(([id, state]) => [id, state.sections]));
}

/** What the file lacks before it may be submitted (shared/borrower-file.ts's rule, on the stored file). */
export function missingOf(record: FileRecord, today = fileDay()) {
  return missingForSubmission(
    {
      applicants: record.file.applicants,
      applicantSections: sectionsByApplicant(record.applicants),
      sections: record.file.sections,
      consents: record.consents,
    },
    today,
  );
}

/** Whether the documents are complete (submitted, every item accepted, every identity verified). */
export function documentsComplete(whole: WholeFile): boolean {
  return isDocumentsComplete({
    submitted_at: whole.record.file.submitted_at,
    applicants: whole.record.file.applicants,
    checklist: whole.checklist,
    fintrac: Object.fromEntries(whole.fintrac.map((record) => [record.applicant_id, record])),
  });
}

/** A FINTRAC record as the broker reads it: the document number masked. */
export function fintracView(record: StoredFintracRecord): FintracRecord {
  const { lead_id: _lead, applicant_id: _applicant, ...view } = record;
  return { ...view, document_number: maskDocumentNumber(record.document_number) };
}

/** GET /api/files/{leadId} and every broker write's answer: the lead's summary and its whole file. */
export function brokerView(lead: Lead, whole: WholeFile | undefined, today = fileDay()): BrokerFileView {
  const summary = { id: lead.id, client_name: lead.client_name, type: lead.type, status: lead.status };
  if (!whole) return { lead: summary, file: null };
  const { file, applicants, consents } = whole.record;
  const missing = missingOf(whole.record, today);
  return {
    lead: summary,
    file: {
      stage: file.stage,
      stage_history: file.stage_history,
      lost_reason: file.lost_reason,
      applicants: file.applicants.map((applicant) => {
        const state = applicants.get(applicant.id);
        return {
          ...applicant,
          signed_in_at: state?.signed_in_at ?? null,
          invitation: state?.invitation ?? {
            sent_at: applicant.invited_at,
            expires_at: applicant.invited_at,
            used_at: null,
          },
        };
      }),
      applicant_sections: sectionsByApplicant(applicants),
      sections: file.sections,
      progress: Object.fromEntries(
        file.applicants.map((applicant) => [
          applicant.id,
          fileProgress(applicants.get(applicant.id)?.sections ?? {}, file.sections, today),
        ]),
      ),
      consents,
      checklist: whole.checklist.map(checklistView),
      fintrac: Object.fromEntries(whole.fintrac.map((record) => [record.applicant_id, fintracView(record)])),
      can_submit: missing.length === 0,
      missing,
      submitted_at: file.submitted_at,
      documents_complete_at: file.documents_complete_at,
    },
  };
}

/** The broker's view of a lead's file, read now. */
export async function brokerFileView(lead: Lead): Promise<BrokerFileView> {
  return brokerView(lead, await readWholeFile(lead.id));
}

/**
 * The file as one applicant may read it: the shared sections and their own personal ones, the other applicants'
 * names only, their own consents, the file's checklist items and their own. Never another applicant's data.
 */
export function borrowerView(
  borrower: BorrowerCaller,
  whole: WholeFile,
  today = fileDay(),
): BorrowerFileView {
  const { file, applicants, consents } = whole.record;
  const you = file.applicants.find((applicant) => applicant.id === borrower.applicantId);
  // A session whose applicant is no longer in the file reads as no file at all.
  if (!you) throw new NotFoundError();
  const personal = applicants.get(you.id)?.sections ?? {};
  const missing = missingOf(whole.record, today);
  return {
    lead_id: file.lead_id,
    stage: file.stage,
    you: { applicant_id: you.id, role: you.role, name: you.name },
    applicants: file.applicants.map(({ id, name, role }) => ({ id, name, role })),
    sections: { ...personal, ...file.sections },
    progress: fileProgress(personal, file.sections, today),
    consents: consents.filter((consent) => consent.applicant_id === you.id),
    consent_wordings: CONSENT_WORDINGS,
    checklist: whole.checklist
      .filter((item) => item.applicant_id === null || item.applicant_id === you.id)
      .map(checklistView),
    can_submit: missing.length === 0 && (file.stage === 'lead' || file.stage === 'application_started'),
    missing,
    submitted_at: file.submitted_at,
    language: you.language,
  };
}

/** The borrower's file, read now (404 when the session's file is gone). */
export async function borrowerFileView(borrower: BorrowerCaller): Promise<BorrowerFileView> {
  const whole = await readWholeFile(borrower.leadId);
  if (!whole) throw new NotFoundError();
  return borrowerView(borrower, whole);
}

/** Attempts at a stage change that keeps losing a race with another write of the file. */
const STAGE_ATTEMPTS = 3;

/**
 * Moves a submitted file to 'documents_complete' when it has become so (the application submitted, every checklist
 * item accepted, every applicant's identity verified): called after a submission, an accepted document or a FINTRAC
 * record. True when it moved it.
 */
export async function completeDocumentsIfReady(
  leadId: string,
  now = new Date().toISOString(),
): Promise<boolean> {
  for (let attempt = 1; attempt <= STAGE_ATTEMPTS; attempt++) {
    const whole = await readWholeFile(leadId);
    if (whole?.record.file.stage !== 'application_submitted' || !documentsComplete(whole)) return false;
    const moved = await borrowerFiles.changeStage(
      whole.record.file,
      'documents_complete',
      { actor: null, kind: 'system', reason: null },
      { documents_complete_at: now },
      now,
    );
    if (moved) return true;
  }
  return false;
}
