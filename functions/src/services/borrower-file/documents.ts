import { randomUUID } from 'node:crypto';
import { portalDocumentsWords } from '@maplestone/shared/i18n/en/portal/documents';
import {
  type AddDocumentRequest,
  type BorrowerFileView,
  type BrokerFileView,
  type DocumentLink,
  type DocumentUpload,
  type DocumentUploadRequest,
  MAX_CHECKLIST_ITEMS,
  MAX_DOCUMENT_BYTES,
  MAX_FILES_PER_DOCUMENT,
  type ReviewDocumentRequest,
} from '@maplestone/shared/schemas/borrower-file';
import { borrowerActor, type StoredApplicant } from '../../data/repositories/borrower-files';
import {
  fileDocuments,
  type StoredChecklistItem,
  type StoredDocumentFile,
} from '../../data/repositories/file-documents';
import type { BorrowerCaller, Caller } from '../../lib/auth';
import { BadRequestError, ConflictError, NotFoundError, ValidationError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { leadActor } from '../back-office/leads';
import {
  borrowerFileView,
  brokerFileView,
  completeDocumentsIfReady,
  openFileLead,
  readWholeFile,
  type WholeFile,
} from '../borrower-files';
import {
  deleteDocumentObject,
  detectDocumentType,
  documentReadLink,
  fileObjectKey,
  presignDocumentUpload,
  readDocumentHead,
} from './storage';

/*
 * The borrower file's checklist (issue 38, ADR 118). The broker adds items (a standard Canadian document or one of
 * their own, for the file or for one applicant), reviews what was uploaded (accepted, or refused with a reason the
 * borrower reads) and removes an item nothing was uploaded to; each review may make the documents complete, which
 * moves the file's stage. The borrower uploads to the file's items and their own: a presigned POST per file, then a
 * confirmation that checks the object's first bytes before the item records it.
 */

const words = portalDocumentsWords;

/** The API's answers for the checklist, in the catalogue's words where the portal has them. */
export const checklistMessages = {
  noFile: 'This lead has no borrower file yet: invite the borrower first.',
  itemNotFound: 'This document is not on the file’s checklist.',
  fileNotFound: 'This file was not found.',
  applicantNotFound: 'This applicant is not on the file.',
  tooManyItems: `A file’s checklist holds at most ${MAX_CHECKLIST_ITEMS} documents.`,
  nothingToReview: 'Nothing has been uploaded for this document yet.',
  changed: 'This document changed meanwhile. Reload the file and try again.',
  hasFiles: 'Files were uploaded for this document: it can no longer be removed.',
  accepted: 'This document was accepted: it takes no more files.',
  tooManyFiles: words.tooManyFiles,
  uploadNotFound: 'This upload was not found. Please send the file again.',
  notReceived: (name: string) => `${name} was not received. Please send it again.`,
  contentMismatch: words.contentMismatch,
  tooLarge: (name: string) => words.tooLarge(name, '25 MB+'),
} as const;
const m = checklistMessages;

// ---- The broker's side

/** The lead (the caller may open it) and its whole file; 409 when the lead has no file yet. */
async function brokerFile(leadId: string, caller: Caller | null) {
  const lead = await openFileLead(leadId, caller);
  const whole = await readWholeFile(leadId);
  if (!whole) throw new ConflictError(m.noFile);
  return { lead, whole };
}

const itemOf = (whole: WholeFile, itemId: string) => {
  const item = whole.checklist.find((candidate) => candidate.id === itemId);
  if (!item) throw new NotFoundError(m.itemNotFound);
  return item;
};

/** POST /api/files/{leadId}/documents: a requested item, for the file or one of its applicants. */
export async function addChecklistItem(
  leadId: string,
  body: AddDocumentRequest,
  caller: Caller | null,
  now = new Date().toISOString(),
): Promise<BrokerFileView> {
  const { lead, whole } = await brokerFile(leadId, caller);
  if (
    body.applicant_id &&
    !whole.record.file.applicants.some((applicant) => applicant.id === body.applicant_id)
  ) {
    throw new ValidationError(m.applicantNotFound, [{ path: 'applicant_id', message: m.applicantNotFound }]);
  }
  if (whole.checklist.length >= MAX_CHECKLIST_ITEMS) throw new ConflictError(m.tooManyItems);
  const item = {
    id: randomUUID(),
    type: body.type,
    label: body.type === 'custom' ? body.label : null,
    applicant_id: body.applicant_id,
    status: 'requested' as const,
    reason: null,
    files: [],
    requested_at: now,
    updated_at: now,
  };
  await fileDocuments.add(leadId, item, {
    kind: 'file_document',
    at: now,
    actor: leadActor(caller),
    item_id: item.id,
    type: item.type,
    status: 'requested',
  });
  return brokerFileView(lead);
}

/**
 * PATCH /api/files/{leadId}/documents/{itemId}: accepted, or refused with the reason the borrower reads. Then, when
 * the documents are complete (submitted, all accepted, every identity verified), the file moves to that stage.
 */
export async function reviewChecklistItem(
  leadId: string,
  itemId: string,
  body: ReviewDocumentRequest,
  caller: Caller | null,
  log: Logger,
  now = new Date().toISOString(),
): Promise<BrokerFileView> {
  const { lead, whole } = await brokerFile(leadId, caller);
  const item = itemOf(whole, itemId);
  if (item.files.length === 0) throw new ConflictError(m.nothingToReview);
  const reviewed = await fileDocuments.review(
    leadId,
    item,
    { status: body.status, reason: body.reason, at: now },
    {
      kind: 'file_document',
      at: now,
      actor: leadActor(caller),
      item_id: item.id,
      type: item.type,
      status: body.status,
    },
  );
  if (!reviewed) throw new ConflictError(m.changed);
  log.info('checklist item reviewed', { leadId, itemId, status: body.status });
  if (body.status === 'accepted' && (await completeDocumentsIfReady(leadId, now))) {
    log.info('file documents complete', { leadId });
  }
  return brokerFileView(lead);
}

/** DELETE /api/files/{leadId}/documents/{itemId}: only while nothing was uploaded to it. */
export async function removeChecklistItem(
  leadId: string,
  itemId: string,
  caller: Caller | null,
  log: Logger,
): Promise<BrokerFileView> {
  const { lead, whole } = await brokerFile(leadId, caller);
  const item = itemOf(whole, itemId);
  if (item.files.length > 0) throw new ConflictError(m.hasFiles);
  if (!(await fileDocuments.remove(leadId, itemId))) {
    // Gone meanwhile (404), or a file arrived meanwhile (409).
    const now = await fileDocuments.get(leadId, itemId, { consistent: true });
    if (!now) throw new NotFoundError(m.itemNotFound);
    throw new ConflictError(m.hasFiles);
  }
  log.info('checklist item removed', { leadId, itemId });
  // The last item still waiting may have been this one.
  await completeDocumentsIfReady(leadId);
  return brokerFileView(lead);
}

/** GET /api/files/{leadId}/documents/{itemId}/files/{fileId}: a 5-minute link to read one uploaded file. */
export async function documentFileLink(
  leadId: string,
  itemId: string,
  fileId: string,
  caller: Caller | null,
  now = Date.now(),
): Promise<DocumentLink> {
  await openFileLead(leadId, caller);
  const item = await fileDocuments.get(leadId, itemId);
  const file = item?.files.find((candidate) => candidate.id === fileId);
  if (!file) throw new NotFoundError(m.fileNotFound);
  const link = await documentReadLink(file.key, file.filename, file.content_type, now);
  return { url: link.url, expires_at: link.expiresAt };
}

// ---- The borrower's side

/**
 * The session's applicant and the checklist item they may upload to: one of the file's, or one of their own.
 * Another applicant's item, like an item that does not exist, is a 404.
 */
async function borrowerItem(borrower: BorrowerCaller, itemId: string) {
  const whole = await readWholeFile(borrower.leadId);
  const you = whole?.record.file.applicants.find((applicant) => applicant.id === borrower.applicantId);
  if (!whole || !you) throw new NotFoundError();
  const item = whole.checklist.find(
    (candidate) =>
      candidate.id === itemId && (candidate.applicant_id === null || candidate.applicant_id === you.id),
  );
  if (!item) throw new NotFoundError(m.itemNotFound);
  return { whole, you, item };
}

/** Why an item takes no new file now, or null when it does. */
function uploadRefusal(item: StoredChecklistItem): string | null {
  if (item.status === 'accepted') return m.accepted;
  if (item.files.length >= MAX_FILES_PER_DOCUMENT) return m.tooManyFiles;
  return null;
}

/**
 * POST /api/portal/file/documents/{itemId}/uploads: a presigned POST for one file to the private documents bucket,
 * under `files/{leadId}/{itemId}/{fileId}-{safe name}`; the type and size declared are pinned by the policy, and
 * the upload waits on the item until confirmed.
 */
export async function createDocumentUpload(
  borrower: BorrowerCaller,
  itemId: string,
  body: DocumentUploadRequest,
  now = new Date(),
): Promise<DocumentUpload> {
  const { you, item } = await borrowerItem(borrower, itemId);
  const refusal = uploadRefusal(item);
  if (refusal) throw new ConflictError(refusal);
  const fileId = randomUUID();
  const key = fileObjectKey(borrower.leadId, itemId, fileId, body.filename);
  const reserved = await fileDocuments.reserveUpload(borrower.leadId, itemId, {
    id: fileId,
    key,
    filename: body.filename,
    content_type: body.content_type,
    size: body.size,
    applicant_id: you.id,
    created_at: now.toISOString(),
  });
  if (!reserved) {
    const current = await fileDocuments.get(borrower.leadId, itemId, { consistent: true });
    throw new ConflictError((current && uploadRefusal(current)) ?? m.changed);
  }
  const post = await presignDocumentUpload(key, body.content_type, body.size, now.getTime());
  return { url: post.url, fields: post.fields, file_id: fileId, expires_at: post.expiresAt };
}

/**
 * POST /api/portal/file/documents/{itemId}/uploads/{fileId}/complete: the uploaded object's first bytes must show
 * the type it was declared as (a PNG sent as a PDF is not one). If not, the object is deleted and the answer is a
 * 400 saying so; else the item records the file (status 'uploaded', any refusal's reason cleared) with an entry in
 * the lead's activity. Confirming twice answers the file as it is.
 */
export async function completeDocumentUpload(
  borrower: BorrowerCaller,
  itemId: string,
  fileId: string,
  log: Logger,
  now = new Date().toISOString(),
): Promise<BorrowerFileView> {
  const { you, item } = await borrowerItem(borrower, itemId);
  if (item.files.some((file) => file.id === fileId)) return borrowerFileView(borrower);
  const found = await fileDocuments.getWithPending(borrower.leadId, itemId, fileId);
  const pending = found?.pending;
  if (!pending || pending.applicant_id !== you.id) throw new NotFoundError(m.uploadNotFound);

  const object = await readDocumentHead(pending.key);
  if (!object) throw new BadRequestError('upload_missing', m.notReceived(pending.filename));
  const detected = detectDocumentType(object.head);
  const problem =
    detected !== pending.content_type
      ? { code: 'content_mismatch', message: m.contentMismatch(pending.filename) }
      : object.size > MAX_DOCUMENT_BYTES
        ? { code: 'too_large', message: m.tooLarge(pending.filename) }
        : null;
  if (problem) {
    await deleteDocumentObject(pending.key);
    await fileDocuments.dropUpload(borrower.leadId, itemId, fileId);
    // The type found, not the name: a file name is the person's.
    log.info('document upload refused', {
      leadId: borrower.leadId,
      itemId,
      fileId,
      detected,
      code: problem.code,
    });
    throw new BadRequestError(problem.code, problem.message);
  }

  const file: StoredDocumentFile = {
    id: fileId,
    filename: pending.filename,
    size: object.size,
    content_type: pending.content_type,
    uploaded_at: now,
    key: pending.key,
  };
  const recorded = await fileDocuments.recordUpload(borrower.leadId, itemId, file, {
    kind: 'file_document',
    at: now,
    actor: borrowerActor(you as StoredApplicant),
    item_id: itemId,
    type: item.type,
    status: 'uploaded',
  });
  if (!recorded) {
    const current = await fileDocuments.get(borrower.leadId, itemId, { consistent: true });
    // Confirmed by a request that came first: the file is there.
    if (current?.files.some((stored) => stored.id === fileId)) return borrowerFileView(borrower);
    await deleteDocumentObject(pending.key);
    throw new ConflictError((current && uploadRefusal(current)) ?? m.changed);
  }
  log.info('document uploaded', { leadId: borrower.leadId, itemId, fileId, size: file.size });
  return borrowerFileView(borrower);
}
