import {
  type BorrowerFileView,
  type ChecklistItem,
  DOCUMENT_CONTENT_TYPES,
  type DocumentContentType,
  MAX_DOCUMENT_BYTES,
} from '@maplestone/shared/schemas/borrower-file';
import { useQueryClient } from '@tanstack/react-query';
import { CircleAlert, CircleCheck, Paperclip, X } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { isAbortError, sendForm } from '../../../lib/upload';
import { completeUpload, createUpload, portalKeys } from '../api/portal';
import { usePortalFormat } from '../format';
import { usePortalWords } from '../words';

/** The types a document may be, by extension, for a browser that reports none (HEIC on most desktops). */
const TYPE_BY_EXTENSION: Readonly<Record<string, DocumentContentType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heic',
};

/** A file's content type if it is one a document may be, else null. */
export function documentContentType(file: { name: string; type: string }): DocumentContentType | null {
  const reported = file.type.toLowerCase();
  if ((DOCUMENT_CONTENT_TYPES as readonly string[]).includes(reported))
    return reported as DocumentContentType;
  if (reported === 'image/heif') return 'image/heic';
  return TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] ?? null;
}

const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.heic', '.heif', ...DOCUMENT_CONTENT_TYPES].join(',');

type FileUpload =
  | { key: number; name: string; state: 'uploading'; percent: number; abort: AbortController }
  | { key: number; name: string; state: 'checking' }
  | { key: number; name: string; state: 'done' }
  | { key: number; name: string; state: 'refused'; message: string };

/**
 * An item's upload control (issue 38, ADR 118): several files at once, each refused before sending when too large
 * (over 25 MB) or not a PDF, JPEG, PNG or HEIC; each accepted one presigned, sent with XHR showing its real
 * progress (lib/upload.ts's sendForm, as UploadField's), then confirmed, when the server checks its first bytes
 * (a file that is not what its name says is refused). One after another, so a phone's connection is not split.
 */
export function DocumentUpload({ item, documentName }: { item: ChecklistItem; documentName: string }) {
  const w = usePortalWords().documents;
  const f = usePortalFormat();
  const queryClient = useQueryClient();
  const inputId = useId();
  const limitsId = `${inputId}-limits`;
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const counter = useRef(0);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const update = (key: number, next: FileUpload | null) => {
    if (!mounted.current) return;
    setUploads((list) =>
      next ? list.map((u) => (u.key === key ? next : u)) : list.filter((u) => u.key !== key),
    );
  };

  /** Why a file was not taken: the API's limit, a refusal of its size or type, or its content (when confirmed). */
  function refusalOf(error: unknown, file: File, step: 'presign' | 'complete'): string {
    if (error instanceof ApiError) {
      if (error.status === 429) return w.rateLimited;
      if (step === 'complete' && (error.status === 400 || error.status === 422))
        return w.contentMismatch(file.name);
      if (step === 'presign' && error.status === 409) return w.tooManyFiles;
      if (step === 'presign' && (error.status === 400 || error.status === 413)) {
        return file.size > MAX_DOCUMENT_BYTES
          ? w.tooLarge(file.name, f.size(file.size))
          : w.wrongType(file.name);
      }
    }
    return w.failed(file.name);
  }

  async function send(key: number, file: File, contentType: DocumentContentType, abort: AbortController) {
    if (abort.signal.aborted) return update(key, null);
    let fileId: string;
    try {
      const target = await createUpload(
        item.id,
        { filename: file.name, content_type: contentType, size: file.size },
        abort.signal,
      );
      fileId = target.file_id;
      await sendForm(
        target,
        file,
        (percent) => update(key, { key, name: file.name, state: 'uploading', percent, abort }),
        abort.signal,
      );
    } catch (error) {
      if (isAbortError(error) || abort.signal.aborted) return update(key, null);
      return update(key, {
        key,
        name: file.name,
        state: 'refused',
        message: refusalOf(error, file, 'presign'),
      });
    }
    update(key, { key, name: file.name, state: 'checking' });
    try {
      const view = await completeUpload(item.id, fileId);
      queryClient.setQueryData<BorrowerFileView>(portalKeys.file(), view);
      update(key, { key, name: file.name, state: 'done' });
    } catch (error) {
      update(key, { key, name: file.name, state: 'refused', message: refusalOf(error, file, 'complete') });
    }
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    // Cleared, so that choosing the same file again (after a refusal) fires change again.
    event.target.value = '';
    const added: FileUpload[] = [];
    for (const file of files) {
      const key = ++counter.current;
      const type = documentContentType(file);
      if (!type) {
        added.push({ key, name: file.name, state: 'refused', message: w.wrongType(file.name) });
      } else if (file.size > MAX_DOCUMENT_BYTES) {
        added.push({
          key,
          name: file.name,
          state: 'refused',
          message: w.tooLarge(file.name, f.size(file.size)),
        });
      } else if (file.size > 0) {
        const abort = new AbortController();
        added.push({ key, name: file.name, state: 'uploading', percent: 0, abort });
        queue.current = queue.current.then(() => send(key, file, type, abort));
      }
    }
    // The finished and refused rows of earlier choices make way for the new ones.
    setUploads((list) => [
      ...list.filter((u) => u.state === 'uploading' || u.state === 'checking'),
      ...added,
    ]);
  }

  const busy = uploads.some((u) => u.state === 'uploading' || u.state === 'checking');
  return (
    <div className="space-y-3">
      {uploads.length > 0 ? (
        <ul className="space-y-2">
          {uploads.map((upload) => (
            <li key={upload.key}>
              <UploadLine upload={upload} />
            </li>
          ))}
        </ul>
      ) : null}
      <div>
        <input
          id={inputId}
          type="file"
          multiple
          accept={ACCEPT}
          onChange={chosen}
          aria-describedby={limitsId}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className={cn(
            buttonClass(item.files.length > 0 ? 'outline' : 'primary', 'lg'),
            'w-full cursor-pointer sm:w-auto',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-500',
          )}
        >
          <Paperclip className="size-4" aria-hidden />
          {item.files.length > 0 || busy ? w.addMore : w.addFiles}
          <span className="sr-only"> ({documentName})</span>
        </label>
        <p id={limitsId} className="mt-2 text-xs text-slate-600">
          {w.limits}
        </p>
      </div>
    </div>
  );
}

function UploadLine({ upload }: { upload: FileUpload }) {
  const w = usePortalWords().documents;
  if (upload.state === 'uploading') {
    return (
      <div className="space-y-1.5 rounded-xl bg-slate-50 p-3">
        <div className="flex items-center justify-between gap-2">
          <p className="min-w-0 truncate text-sm text-slate-800">{w.uploading(upload.name)}</p>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`${w.cancel} (${upload.name})`}
            onClick={() => upload.abort.abort()}
          >
            <X className="size-4" aria-hidden />
          </Button>
        </div>
        <div
          role="progressbar"
          aria-label={w.uploading(upload.name)}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={upload.percent}
          aria-valuetext={`${upload.percent}%`}
          className="h-2.5 overflow-hidden rounded-full bg-slate-200"
        >
          <div
            className="h-full rounded-full bg-navy-600 transition-[width]"
            style={{ width: `${upload.percent}%` }}
          />
        </div>
      </div>
    );
  }
  if (upload.state === 'checking') {
    return (
      <p role="status" className="rounded-xl bg-slate-50 p-3 text-sm text-slate-700">
        {w.checking(upload.name)}
      </p>
    );
  }
  if (upload.state === 'done') {
    return (
      <p
        role="status"
        className="flex items-center gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-900"
      >
        <CircleCheck className="size-4 shrink-0" aria-hidden />
        {w.uploaded(upload.name)}
      </p>
    );
  }
  return (
    <p
      role="alert"
      className="flex items-start gap-2 rounded-xl bg-maple-50 p-3 text-sm font-medium text-maple-800"
    >
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {upload.message}
    </p>
  );
}
