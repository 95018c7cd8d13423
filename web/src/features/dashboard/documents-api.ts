import {
  type DocumentCreateRequest,
  dashboardMessages,
  type ListedDocument,
  listedDocumentSchema,
} from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { authedRequest } from '../../lib/authed-api';
import { useResourceMutation } from '../../lib/resource';

const m = dashboardMessages;
const myDocumentsSchema = z.array(listedDocumentSchema);

export const myDocumentKeys = {
  all: ['me', 'documents'] as const,
  list: () => [...myDocumentKeys.all, 'list'] as const,
};

/**
 * Each listed link lives five minutes (server DOCUMENT_LINK_SECONDS); the list is fetched again a minute
 * before, also in a background tab, so the links on screen keep working (ADR 037).
 */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/** GET /api/me/documents: the agent's documents, newest first, each with a short-lived private link. */
export function myDocumentsQuery() {
  return queryOptions({
    queryKey: myDocumentKeys.list(),
    queryFn: ({ signal }): Promise<ListedDocument[]> =>
      authedRequest('/api/me/documents', { schema: myDocumentsSchema, signal }),
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
export function useRecordDocument() {
  return useResourceMutation({
    mutationFn: (document: DocumentCreateRequest) =>
      authedRequest('/api/me/documents', { method: 'POST', body: document, schema: listedDocumentSchema }),
    invalidate: [myDocumentKeys.all],
    success: m.documentUploaded,
    failure: m.documentSaveFailed,
  });
}

/** DELETE /api/me/documents/{id}: the record and its stored file; answers 204 with no body. */
export function useDeleteDocument(onSuccess?: () => void) {
  return useResourceMutation({
    mutationFn: (document: ListedDocument) =>
      authedRequest(`/api/me/documents/${encodeURIComponent(document.id)}`, {
        method: 'DELETE',
        schema: z.null(),
      }),
    invalidate: [myDocumentKeys.all],
    success: m.documentDeleted,
    failure: m.documentDeleteFailed,
    onSuccess,
  });
}
