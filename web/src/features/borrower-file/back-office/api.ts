import { fileWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import {
  type AddDocumentRequest,
  type BrokerFileView,
  brokerFileViewSchema,
  documentLinkSchema,
  type FintracRecordRequest,
  type InviteApplicantRequest,
  type ReviewDocumentRequest,
  type StageRequest,
} from '@maplestone/shared/schemas/borrower-file';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api';
import { authedDownload, authedRequest } from '../../../lib/authed-api';
import { backOfficeKeys } from '../../../lib/back-office-keys';
import { useResourceMutation } from '../../../lib/resource';
import { saveFile } from '../../../lib/save-file';

const m = fileWords;

/**
 * The broker's routes of a lead's file (issue 38, ADR 118), /api/files/{leadId}/…: every write answers the whole
 * file (BrokerFileView), which is put in the query's cache as it comes, so the page shows the server's file
 * after each change without reading it again. The lead detail reads the same query key for its entry.
 */
export const fileKeys = {
  all: ['files'] as const,
  file: (leadId: string) => ['files', leadId] as const,
};

/**
 * What a write to the file makes stale elsewhere: the lead's activity (each invitation, stage and review is
 * recorded there), under the agent's and the admin's lead keys; read again when the lead detail shows next.
 */
const LEAD_KEYS = [['me', 'leads'], backOfficeKeys.adminLeads] as const;

const filePath = (leadId: string, rest = '') => `/api/files/${encodeURIComponent(leadId)}${rest}`;
const id = encodeURIComponent;

/** GET /api/files/{leadId}: the lead's summary and its file (null until the first invitation). */
export const fileQuery = (leadId: string) =>
  queryOptions({
    queryKey: fileKeys.file(leadId),
    queryFn: () => authedRequest(filePath(leadId), { schema: brokerFileViewSchema }),
    // The borrowers change it meanwhile (a save, an upload): read again when the broker comes back to it.
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** A write to the file that answers the file: the answer replaces the cached file; the toasts are the caller's. */
function useFileWrite<TVariables>(
  leadId: string,
  call: (variables: TVariables) => Promise<BrokerFileView>,
  toasts: {
    success?: (result: BrokerFileView, variables: TVariables) => string;
    failure: string | ((error: unknown, variables: TVariables) => string);
  },
) {
  const queryClient = useQueryClient();
  return useResourceMutation<TVariables, BrokerFileView>({
    mutationFn: call,
    invalidate: LEAD_KEYS,
    success: toasts.success,
    failure: toasts.failure,
    onSuccess: (file) => queryClient.setQueryData(fileKeys.file(leadId), file),
  });
}

const write = <T>(path: string, method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', body?: T) =>
  authedRequest(path, { method, body, schema: brokerFileViewSchema });

/** POST /api/files/{leadId}/applicants: invites an applicant (the first one creates the file). */
export function useInviteApplicant(leadId: string) {
  return useFileWrite<InviteApplicantRequest>(
    leadId,
    (body) => write(filePath(leadId, '/applicants'), 'POST', body),
    {
      success: (_file, body) => m.applicants.invited(body.name),
      failure: m.applicants.inviteFailed,
    },
  );
}

/** POST /api/files/{leadId}/applicants/{applicantId}/invitation: a fresh link (202); the old one stops working. */
export function useResendInvitation(leadId: string) {
  return useResourceMutation<{ applicantId: string; name: string }, null>({
    mutationFn: ({ applicantId }) =>
      authedRequest(filePath(leadId, `/applicants/${id(applicantId)}/invitation`), {
        method: 'POST',
        schema: accepted,
      }),
    invalidate: [fileKeys.file(leadId), ...LEAD_KEYS],
    success: (_result, { name }) => m.applicants.resent(name),
    failure: m.applicants.resendFailed,
  });
}

/** A 202's answer: no body, or one we do not read. */
const accepted = { parse: () => null };

/** PATCH /api/files/{leadId}/stage. */
export function useMoveStage(leadId: string) {
  return useFileWrite<StageRequest>(leadId, (body) => write(filePath(leadId, '/stage'), 'PATCH', body), {
    success: (_file, body) => m.stage.moved(m.stage.labels[body.stage]),
    // The API's reason for a refused move (documents not complete yet), else ours.
    failure: (error) =>
      error instanceof ApiError && (error.status === 400 || error.status === 409)
        ? error.message
        : m.stage.moveFailed,
  });
}

/**
 * POST /api/files/{leadId}/documents, once per item asked for, one after another; the file as the last answer
 * left it is cached as each arrives. Toasts how many were requested.
 */
export function useAddDocuments(leadId: string) {
  return useFileWrite<AddDocumentRequest[]>(
    leadId,
    async (items) => {
      let file: BrokerFileView | undefined;
      for (const item of items) file = await write(filePath(leadId, '/documents'), 'POST', item);
      if (!file) throw new Error('nothing to add');
      return file;
    },
    { success: (_file, items) => m.checklist.added(items.length), failure: m.checklist.addFailed },
  );
}

/** PATCH /api/files/{leadId}/documents/{itemId}: accepted, or refused with the reason the borrower reads. */
export function useReviewDocument(leadId: string) {
  return useFileWrite<ReviewDocumentRequest & { itemId: string; label: string }>(
    leadId,
    ({ itemId, label: _label, ...body }) =>
      write(filePath(leadId, `/documents/${id(itemId)}`), 'PATCH', body),
    {
      success: (_file, { status, label }) =>
        status === 'accepted' ? m.checklist.accepted(label) : m.checklist.refused(label),
      failure: m.checklist.reviewFailed,
    },
  );
}

/** DELETE /api/files/{leadId}/documents/{itemId}: only while nothing is uploaded. */
export function useRemoveDocument(leadId: string) {
  return useFileWrite<{ itemId: string; label: string }>(
    leadId,
    ({ itemId }) => write(filePath(leadId, `/documents/${id(itemId)}`), 'DELETE'),
    { success: (_file, { label }) => m.checklist.removed(label), failure: m.checklist.removeFailed },
  );
}

/** PUT /api/files/{leadId}/fintrac/{applicantId}: the record with the full number; answered masked. */
export function useSaveFintrac(leadId: string) {
  return useFileWrite<{ applicantId: string; name: string; body: FintracRecordRequest }>(
    leadId,
    ({ applicantId, body }) => write(filePath(leadId, `/fintrac/${id(applicantId)}`), 'PUT', body),
    { success: (_file, { name }) => m.fintrac.saved(name), failure: m.fintrac.saveFailed },
  );
}

/**
 * GET /api/files/{leadId}/documents/{itemId}/files/{fileId}: a 5-minute link, opened in a new tab. The tab is
 * opened at the click (a tab opened after an await is a pop-up browsers block), then sent to the link.
 */
export function useOpenDocumentFile(leadId: string) {
  return useResourceMutation<{ itemId: string; fileId: string }, void>({
    mutationFn: async ({ itemId, fileId }) => {
      const tab = window.open('', '_blank');
      if (tab) tab.opener = null;
      try {
        const link = await authedRequest(filePath(leadId, `/documents/${id(itemId)}/files/${id(fileId)}`), {
          schema: documentLinkSchema,
        });
        if (tab) tab.location.href = link.url;
        else window.location.assign(link.url);
      } catch (error) {
        tab?.close();
        throw error;
      }
    },
    invalidate: [],
    failure: m.checklist.openFailed,
  });
}

/** Characters a file name may not hold on some system (names are cleaned of control characters already). */
const UNSAFE_NAME = /[\\/:*?"<>|]+/g;

/** `file-<lead name>.<extension>`, the name made safe for a file system. */
export function downloadName(leadName: string, extension: 'pdf' | 'json'): string {
  const name = leadName.replace(UNSAFE_NAME, ' ').replace(/\s+/g, ' ').trim() || 'lead';
  return `file-${name}.${extension}`;
}

/** GET /api/files/{leadId}/pdf or /json with the token, saved as `file-<lead name>.pdf` (or .json). */
export function useDownloadFile(leadId: string, leadName: string) {
  return useResourceMutation<'pdf' | 'json', void>({
    mutationFn: async (format) => {
      const { blob } = await authedDownload(filePath(leadId, `/${format}`));
      saveFile(blob, downloadName(leadName, format));
    },
    invalidate: [],
    success: m.downloads.downloaded,
    failure: m.downloads.failed,
  });
}
