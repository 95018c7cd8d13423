import {
  adminMessages,
  type PrivacyAnonymiseRequest,
  type PrivacyAnonymiseResult,
  type PrivacyContactQuery,
  type PrivacyRequest,
  type PrivacyRequestCreate,
  type PrivacyRequestUpdate,
  pageSchema,
  privacyAnonymiseResultSchema,
  privacyRequestSchema,
  privacySearchResultSchema,
} from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { pagedListResource } from '../../../lib/admin-resource';
import { query } from '../../../lib/api';
import { authedDownload, authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';
import { saveFile } from '../../../lib/save-file';

const m = adminMessages.privacy;

export const privacyKeys = {
  all: ['admin', 'privacy'] as const,
  requests: () => [...privacyKeys.all, 'requests'] as const,
  search: (person: PrivacyContactQuery) =>
    [...privacyKeys.all, 'search', person.email ?? '', person.phone ?? ''] as const,
};

/** The person as a query string (the API validates it again: at least one, each well formed). */
const personQuery = (person: PrivacyContactQuery) => query({ email: person.email, phone: person.phone });

/**
 * GET /api/admin/privacy/requests?status&limit&cursor: a page of the open requests, soonest due first
 * (status=open), or of every request, newest received first; each with its days left (issue 33, ADR 094).
 */
export const privacyRequestsResource = pagedListResource({
  key: privacyKeys.requests(),
  path: '/api/admin/privacy/requests',
  page: pageSchema(privacyRequestSchema),
  item: privacyRequestSchema,
});

/** GET /api/admin/privacy/search: everything held on the person (never cached past the panel). */
export function privacySearchQuery(person: PrivacyContactQuery) {
  return queryOptions({
    queryKey: privacyKeys.search(person),
    queryFn: () =>
      authedRequest(`/api/admin/privacy/search${personQuery(person)}`, {
        schema: privacySearchResultSchema,
      }),
    gcTime: 0,
  });
}

/** POST /api/admin/privacy/requests: 'Privacy request logged'; the API's 400 text when it refuses. */
export function useCreatePrivacyRequest() {
  return useResourceMutation<PrivacyRequestCreate, PrivacyRequest>({
    mutationFn: (body) =>
      authedRequest('/api/admin/privacy/requests', { method: 'POST', body, schema: privacyRequestSchema }),
    invalidate: [privacyKeys.requests()],
    success: m.requestCreated,
    failure: (error) => apiMessage(error, 400, m.requestCreateFailed),
  });
}

/** PATCH /api/admin/privacy/requests/{id}: mark done (who and when) or reopen. */
export function useUpdatePrivacyRequest() {
  return useResourceMutation<{ id: string } & PrivacyRequestUpdate, PrivacyRequest>({
    mutationFn: ({ id, ...body }) =>
      authedRequest(`/api/admin/privacy/requests/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
        schema: privacyRequestSchema,
      }),
    invalidate: [privacyKeys.requests()],
    success: (request) => (request.status === 'done' ? m.requestClosed : m.requestReopened),
    failure: m.requestUpdateFailed,
  });
}

/** GET /api/admin/privacy/export, saved as the file the API names (personal-data-YYYY-MM-DD.json). */
export function useExportPrivacy() {
  return useResourceMutation<PrivacyContactQuery, void>({
    mutationFn: async (person) => {
      const { blob, filename } = await authedDownload(`/api/admin/privacy/export${personQuery(person)}`);
      saveFile(blob, filename ?? 'personal-data.json');
    },
    invalidate: [],
    success: m.exported,
    failure: m.exportFailed,
  });
}

/** POST /api/admin/privacy/anonymise: '2 leads anonymised, 1 held'; the search and requests are read again. */
export function useAnonymisePerson() {
  return useResourceMutation<PrivacyAnonymiseRequest, PrivacyAnonymiseResult>({
    mutationFn: (body) =>
      authedRequest('/api/admin/privacy/anonymise', {
        method: 'POST',
        body,
        schema: privacyAnonymiseResultSchema,
      }),
    invalidate: [privacyKeys.all],
    success: (result) => m.anonymised(result.anonymised, result.held.length, result.rate_alerts_deleted),
    failure: (error) => apiMessage(error, 404, m.anonymiseFailed),
  });
}

/** Hands a downloaded file to the browser under its name. */
