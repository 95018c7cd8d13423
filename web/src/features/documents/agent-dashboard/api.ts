import {
  type DocumentCreateRequest,
  dashboardMessages,
  type ListedDocument,
  listedDocumentSchema,
  pageSchema,
} from '@maplestone/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PageQuery, pagedListResource } from '../../../lib/admin-resource';
import { apiMessage } from '../../../lib/resource';

const m = dashboardMessages;

/**
 * /api/me/documents?limit&cursor: a page of the agent's documents, newest first, each with a short-lived private
 * link (issue 33).
 */
export const myDocumentsResource = pagedListResource({
  key: ['me', 'documents'],
  path: '/api/me/documents',
  page: pageSchema(listedDocumentSchema),
  item: listedDocumentSchema,
});

/**
 * Each listed link lives five minutes (server DOCUMENT_LINK_SECONDS); the page shown is fetched again a minute
 * before, also in a background tab, so the links on screen keep working (ADR 037).
 */
const LINK_REFRESH_MS = 4 * 60 * 1000;

/** A page of GET /api/me/documents, read again before its links lapse. */
export function myDocumentsQuery(query: PageQuery) {
  return queryOptions({
    ...myDocumentsResource.pageQuery(query),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

/** The page of documents `query` names, the last one kept on screen while the next loads (usePagedList's way). */
export const useMyDocuments = (query: PageQuery) =>
  useQuery({ ...myDocumentsQuery(query), placeholderData: keepPreviousData });

/** Whether a listed link has lapsed, or is about to (a click now would reach an expired link). */
export function linkExpired(document: ListedDocument, now = Date.now()): boolean {
  return now >= Date.parse(document.link_expires_at) - 15_000;
}

/** POST /api/me/documents: records a file already uploaded to storage. */
export const useRecordDocument = () =>
  myDocumentsResource.useSave<DocumentCreateRequest, ListedDocument>({
    schema: listedDocumentSchema,
    saved: m.documentUploaded,
    // A refusal the API explains (400) in the catalogue's words: a file that is not really a document is
    // 'Failed to upload document' (ADR 098), one that never reached storage 'Failed to save document'.
    failure: (error) => apiMessage(error, 400, m.documentSaveFailed),
  });

/** DELETE /api/me/documents/{id}: the record and its stored file. */
export const useDeleteDocument = (onSuccess?: () => void) =>
  myDocumentsResource.useRemove(
    { deleted: m.documentDeleted, deleteFailed: m.documentDeleteFailed },
    onSuccess,
  );
