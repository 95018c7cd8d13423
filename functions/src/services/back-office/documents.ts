import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { dashboardMessages } from '@maplestone/shared/i18n/en/staff/agent-dashboard/index';
import type { DocumentCreateRequest } from '@maplestone/shared/schemas/misc';
import { DOCUMENT_CONTENT_TYPES, documentTypeFor, UPLOAD_RULES } from '@maplestone/shared/uploads';
import { type AgentDocument, documents } from '../../data/repositories/documents';
import { ValidationError } from '../../lib/errors';
import { PRIVATE_LINK_SECONDS, privateLink } from '../../lib/private-link';
import { s3 } from '../../lib/s3';
import { bucketFor, publicUrl } from '../../lib/storage';
import { checkUploadedFile, keyFromStoredUrl, uploadedFileName } from '../../lib/uploads';
import { ownedBy } from './ownership';
import { listPage, listScope, type PageRequest } from './paged-lists';

const BUCKET = 'agent-documents' as const;

/** A document link lives five minutes: long enough to open, too short to share around. */
export const DOCUMENT_LINK_SECONDS = PRIVATE_LINK_SECONDS;

/**
 * The storage key of a document the agent uploaded: our agent-documents URL or the bare key the
 * upload answered with, under the agent's own prefix. Anything else is refused.
 */
export function ownDocumentKey(fileUrl: string, agentId: string): string {
  const key = /^https?:\/\//i.test(fileUrl) ? keyFromStoredUrl(BUCKET, fileUrl) : fileUrl;
  if (!key?.startsWith(`${agentId}/`) || key.split('/').includes('..')) {
    throw new ValidationError(dashboardMessages.uploadNotYours, [
      { path: 'file_url', message: dashboardMessages.uploadNotYours },
    ]);
  }
  return key;
}

/**
 * Records a document the agent has uploaded. The file must exist under the agent's own prefix, and be what a
 * document may be by its first bytes (ADR 098: a PDF, DOC, DOCX or image; anything else is deleted and refused
 * with 'Failed to upload document'); its size and type are read from storage, not taken on trust.
 */
export async function recordDocument(
  request: DocumentCreateRequest,
  agentId: string,
): Promise<AgentDocument> {
  const key = ownDocumentKey(request.file_url, agentId);
  const stored = await checkUploadedFile(BUCKET, key, DOCUMENT_CONTENT_TYPES);
  if (!stored.accepted && stored.problem === 'missing') {
    throw new ValidationError(dashboardMessages.documentSaveFailed, [
      { path: 'file_url', message: dashboardMessages.documentNotUploaded },
    ]);
  }
  if (!stored.accepted) {
    const refusal = dashboardMessages.fileTypeNotAllowed(
      uploadedFileName(key),
      UPLOAD_RULES.document.typesLabel,
    );
    throw new ValidationError(dashboardMessages.documentUploadFailed, [
      { path: 'file_url', message: refusal },
    ]);
  }
  const document: AgentDocument = {
    id: randomUUID(),
    agent_id: agentId,
    name: request.name,
    file_url: publicUrl(BUCKET, key),
    file_size: stored.size,
    mime_type: stored.contentType,
    type: documentTypeFor(stored.contentType),
    uploaded_at: new Date().toISOString(),
  };
  await documents.create(document);
  return document;
}

/**
 * A document as its owner sees it: file_url is a short-lived presigned GET link (documents are
 * private; the stored URL is never served), with the time it stops working.
 */
export async function withDownloadLink(document: AgentDocument) {
  const key = keyFromStoredUrl(BUCKET, document.file_url) ?? document.file_url;
  const link = await privateLink(bucketFor(BUCKET), key);
  return { ...document, file_url: link.url, link_expires_at: link.expiresAt };
}

/**
 * GET /api/me/documents (issue 33, ADR 094): a page of the agent's documents, newest uploaded first, each
 * with its short-lived link; its cursors are its own.
 */
export async function agentDocumentsPage(agentId: string, request: PageRequest) {
  return listPage(request, listScope('agent-documents', agentId), async (window) => {
    const page = await documents.pageForAgent(agentId, window);
    return { ...page, items: await Promise.all(page.items.map(withDownloadLink)) };
  });
}

/**
 * Deletes one of the agent's documents: the stored object, then the record. Another agent's document
 * (or none) is 404, the same answer either way. The object goes first, so a failure part-way leaves a
 * record the agent can delete again (deleting a missing object succeeds), never an orphaned file.
 */
export async function deleteDocument(id: string, agentId: string): Promise<void> {
  const document = ownedBy(await documents.get(id), agentId, dashboardMessages.documentNotFound);
  const key = keyFromStoredUrl(BUCKET, document.file_url) ?? document.file_url;
  await s3.send(new DeleteObjectCommand({ Bucket: bucketFor(BUCKET), Key: key }));
  await documents.remove(document.id);
}
