import {
  type DocumentCreateRequest,
  dashboardMessages,
  type ListedDocument,
  listedDocumentSchema,
} from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { listResource } from '../../lib/admin-resource';

const m = dashboardMessages;

/** /api/me/documents: the agent's documents, newest first, each with a short-lived private link. */
export const myDocumentsResource = listResource({
  key: ['me', 'documents'],
  path: '/api/me/documents',
  schema: z.array(listedDocumentSchema),
});

/**
 * Each listed link lives five minutes (server DOCUMENT_LINK_SECONDS); the list is fetched again a minute
 * before, also in a background tab, so the links on screen keep working (ADR 037).
 */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/** GET /api/me/documents, read again before its links lapse. */
export function myDocumentsQuery() {
  return queryOptions({
    ...myDocumentsResource.listQuery(),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/** Whether a listed link has lapsed, or is about to (a click now would reach an expired link). */
export function linkExpired(document: ListedDocument, now = Date.now()): boolean {
  return now >= Date.parse(document.link_expires_at) - 15_000;
}

/** POST /api/me/documents: records a file already uploaded to storage. */
export const useRecordDocument = () =>
  myDocumentsResource.useSave<DocumentCreateRequest, ListedDocument>({
    schema: listedDocumentSchema,
    saved: m.documentUploaded,
    failure: m.documentSaveFailed,
  });

/** DELETE /api/me/documents/{id}: the record and its stored file. */
export const useDeleteDocument = (onSuccess?: () => void) =>
  myDocumentsResource.useRemove(
    { deleted: m.documentDeleted, deleteFailed: m.documentDeleteFailed },
    onSuccess,
  );
