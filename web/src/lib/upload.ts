import { fileContentType, type UploadKind, type UploadResponse } from '@maplestone/shared';
import { authedRequest } from './authed-api';

/**
 * The presign's answer schema, loaded with the first upload rather than with the page: a tab with an upload field
 * (the Profile tab, the dashboard's first) does not load zod before its first render (ADR 057, ADR 101).
 */
const uploadResponseSchema = () =>
  import('@maplestone/shared/schemas/misc').then((schemas) => schemas.uploadResponseSchema);

/** Where a presigned POST is asked for: the agent's own uploads, or the super admin's. */
export type UploadEndpoint = '/api/me/uploads' | '/api/admin/uploads';

/** S3 (or the network) refused the file itself; the presign call's own failures are ApiErrors. */
export class UploadError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(status ? `Storage answered ${status}` : 'Storage unreachable');
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  file: File;
  kind: UploadKind;
  endpoint?: UploadEndpoint;
  /** The agent the file belongs to, for a super admin's upload of an agent's headshot or banner. */
  agentId?: string;
  /** 0–100, from the browser's own upload progress events. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * Uploads one file (ADR 037): a presigned POST from the API, then the form sent with XMLHttpRequest,
 * whose upload.onprogress gives real progress (fetch has none for request bodies). A policy that
 * expired while the form waited (a slow phone, a laptop put to sleep) is presigned again once.
 * Resolves with what the record stores: the public URL, or the storage key for private files (documents).
 * An abort rejects with an AbortError DOMException.
 */
export async function uploadFile({
  file,
  kind,
  endpoint = '/api/me/uploads',
  agentId,
  onProgress,
  signal,
}: UploadOptions): Promise<string> {
  const presign = () =>
    authedRequest(endpoint, {
      method: 'POST',
      schema: uploadResponseSchema,
      body: {
        kind,
        filename: file.name,
        content_type: fileContentType(file),
        size: file.size,
        ...(agentId ? { agent_id: agentId } : {}),
      },
      signal,
    });
  let target = await presign();
  try {
    await sendForm(target, file, onProgress, signal);
  } catch (error) {
    if (!(error instanceof UploadError && policyExpired(error, target))) throw error;
    onProgress?.(0);
    target = await presign();
    await sendForm(target, file, onProgress, signal);
  }
  return target.publicUrl ?? target.key;
}

/** S3 answers 403 AccessDenied 'Invalid according to Policy: Policy expired.' once a POST policy has lapsed. */
function policyExpired(error: UploadError, target: UploadResponse): boolean {
  if (error.status !== 403) return false;
  return /policy expired|request has expired/i.test(error.body) || Date.now() >= Date.parse(target.expiresAt);
}

/**
 * Sends one file to a presigned POST (its url and form fields) with XMLHttpRequest, reporting real progress
 * (0–100). Also the borrower portal's uploads (issue 38), whose presign is its own call.
 */
export function sendForm(
  target: Pick<UploadResponse, 'url' | 'fields'>,
  file: File,
  onProgress: ((percent: number) => void) | undefined,
  signal: AbortSignal | undefined,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const form = new FormData();
    for (const [name, value] of Object.entries(target.fields)) form.append(name, value);
    // The file must be the form's last field: S3 ignores any field after it.
    form.append('file', file, file.name);
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const settle = (outcome: () => void) => {
      signal?.removeEventListener('abort', abort);
      outcome();
    };
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    };
    xhr.onload = () =>
      settle(() => {
        if (xhr.status >= 200 && xhr.status < 300) {
          onProgress?.(100);
          resolve();
        } else {
          reject(new UploadError(xhr.status, String(xhr.responseText ?? '')));
        }
      });
    xhr.onerror = () => settle(() => reject(new UploadError(0, '')));
    xhr.onabort = () => settle(() => reject(new DOMException('The upload was cancelled', 'AbortError')));
    xhr.open('POST', target.url);
    xhr.send(form);
  });
}

/** True for the rejection of a cancelled upload: nothing to report. */
export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
