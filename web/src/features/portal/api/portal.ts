import {
  type BorrowerFileView,
  type BorrowerSession,
  borrowerFileViewSchema,
  borrowerSessionSchema,
  type ConsentRequest,
  type DocumentUpload,
  type DocumentUploadRequest,
  documentUploadSchema,
  type SectionKey,
  type SignInCode,
  type SignInCodeRequest,
} from '@maplestone/shared/schemas/borrower-file';
import { queryOptions } from '@tanstack/react-query';
import { ApiError, apiRequest, type Parser, type RequestOptions } from '../../../lib/api';
import { endSession, readSession } from './session';

/**
 * The borrower portal's calls (ADR 118), each answer parsed with the shared schema. Signed-in calls carry the
 * session as a bearer token; a 401 from any of them forgets it, and the portal's pages go back to the sign-in.
 */

/** A 202 or 204: whatever body it has is not read. */
const accepted: Parser<null> = { parse: () => null };

async function signedIn<T>(path: string, options: Omit<RequestOptions<T>, 'token'>): Promise<T> {
  const session = readSession();
  if (!session) {
    endSession('ended');
    throw new ApiError(401, 'unauthorized', 'Signed out');
  }
  try {
    return await apiRequest(path, { ...options, token: session.session });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) endSession('ended');
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// Signing in (public routes).

/** Link sign-ins under way, by token: a link works once, so a second mount (StrictMode) waits for the first. */
const linkSignIns = new Map<string, Promise<BorrowerSession>>();

export function signInWithLink(token: string): Promise<BorrowerSession> {
  let pending = linkSignIns.get(token);
  if (!pending) {
    pending = apiRequest('/api/portal/sign-in/link', {
      method: 'POST',
      body: { token },
      schema: borrowerSessionSchema,
    });
    // A failure (the network) may be tried again; an answer, even a refusal, stands.
    pending.catch((error: unknown) => {
      if (!(error instanceof ApiError && error.status > 0)) linkSignIns.delete(token);
    });
    linkSignIns.set(token, pending);
  }
  return pending;
}

export function renewLink(token: string): Promise<null> {
  return apiRequest('/api/portal/sign-in/link/renew', { method: 'POST', body: { token }, schema: accepted });
}

export function requestCode(body: SignInCodeRequest): Promise<null> {
  return apiRequest('/api/portal/sign-in/code/request', { method: 'POST', body, schema: accepted });
}

export function signInWithCode(body: SignInCode): Promise<BorrowerSession> {
  return apiRequest('/api/portal/sign-in/code', { method: 'POST', body, schema: borrowerSessionSchema });
}

export async function signOut(): Promise<void> {
  const session = readSession();
  try {
    if (session) {
      await apiRequest('/api/portal/sign-out', { method: 'POST', token: session.session, schema: accepted });
    }
  } finally {
    endSession('signed-out');
  }
}

// ---------------------------------------------------------------------------------------------
// The file.

export const portalKeys = {
  all: ['portal'] as const,
  file: () => [...portalKeys.all, 'file'] as const,
};

export const fileQuery = () =>
  queryOptions({
    queryKey: portalKeys.file(),
    queryFn: () => signedIn('/api/portal/file', { schema: borrowerFileViewSchema }),
    staleTime: 30_000,
  });

export function saveSection(section: SectionKey, body: unknown): Promise<BorrowerFileView> {
  return signedIn(`/api/portal/file/sections/${section}`, {
    method: 'PUT',
    body,
    schema: borrowerFileViewSchema,
  });
}

export function signConsent(body: ConsentRequest): Promise<BorrowerFileView> {
  return signedIn('/api/portal/file/consents', { method: 'POST', body, schema: borrowerFileViewSchema });
}

export function submitFile(): Promise<BorrowerFileView> {
  return signedIn('/api/portal/file/submit', { method: 'POST', schema: borrowerFileViewSchema });
}

export function createUpload(
  itemId: string,
  body: DocumentUploadRequest,
  signal?: AbortSignal,
): Promise<DocumentUpload> {
  return signedIn(`/api/portal/file/documents/${encodeURIComponent(itemId)}/uploads`, {
    method: 'POST',
    body,
    schema: documentUploadSchema,
    signal,
  });
}

export function completeUpload(itemId: string, fileId: string): Promise<BorrowerFileView> {
  return signedIn(
    `/api/portal/file/documents/${encodeURIComponent(itemId)}/uploads/${encodeURIComponent(fileId)}/complete`,
    { method: 'POST', schema: borrowerFileViewSchema },
  );
}
