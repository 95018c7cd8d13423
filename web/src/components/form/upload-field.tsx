import {
  dashboardMessages,
  formatFileSize,
  isImageKind,
  UPLOAD_RULES,
  type UploadKind,
  uploadRefusal,
} from '@maplestone/shared';
import { FileText, ImageIcon, RotateCcw, Trash2, Upload, X } from 'lucide-react';
import { type ChangeEvent, type DragEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { isAbortError, type UploadEndpoint, uploadFile } from '../../lib/upload';
import { lazyDialog } from '../back-office/lazy-dialog';
import { Button, buttonClass } from '../ui/button';

/** Loaded when Remove is first pressed: a tab of upload fields does not carry the Radix dialog on its first load. */
const ConfirmDialog = lazyDialog(() => import('./confirm-dialog').then((module) => module.ConfirmDialog));

const m = dashboardMessages;

export interface UploadFieldProps {
  /** Decides the accepted types and the size limit (shared UPLOAD_RULES). */
  kind: UploadKind;
  /** What the file is ('Logo', 'Featured image'): the group's name, and part of every button's name. */
  label: string;
  /** Hide the visible label when an outer <Field> already shows one. */
  hideLabel?: boolean;
  /** The stored URL (or key) of the current file, if any. */
  value?: string | null;
  /**
   * The new URL after an upload, or null after Remove. May return a promise (a save): the field shows
   * 'Saving…' until it settles, and the failed state with Retry if it rejects (the caller toasts).
   */
  onChange?: (ref: string | null) => unknown;
  /** After an upload (and onChange): the file's URL and the file itself, e.g. to record a document. Same promise rules. */
  onUploaded?: (ref: string, file: File) => unknown;
  /** The upload itself failed (presign or storage): the caller's toast ('Failed to upload image'). */
  onError?: (error: unknown, file: File) => void;
  endpoint?: UploadEndpoint;
  /** With the admin endpoint: the agent whose headshot or banner this is (sent as agent_id). */
  agentId?: string;
  /** How an image's preview is framed, as the public page shows it: a square (default), a circle, a wide band. */
  preview?: PreviewShape;
  /** Set when Remove deletes something stored (not merely a form value): Remove then asks first. */
  confirmRemove?: { title: ReactNode; description?: ReactNode };
  hint?: ReactNode;
  disabled?: boolean;
  /** From an outer <Field>: the file input's id and described-by. */
  id?: string;
  'aria-describedby'?: string;
  className?: string;
}

type Progress =
  | { status: 'idle' }
  | { status: 'uploading'; file: File; percent: number }
  | { status: 'saving'; file: File }
  | { status: 'failed'; file: File };

/**
 * One file for a record (ARCHITECTURE §9a, ADR 037): a real file input behind a 'Choose file' label,
 * drag and drop, a preview, refusal of a wrong type or too large a file before anything is sent, real
 * upload progress, Retry, Replace and Remove. Toasts are the caller's (their wording differs per use).
 */
export function UploadField({
  kind,
  label,
  hideLabel = false,
  value,
  onChange,
  onUploaded,
  onError,
  endpoint,
  agentId,
  preview = 'square',
  confirmRemove,
  hint,
  disabled = false,
  id,
  'aria-describedby': describedBy,
  className,
}: UploadFieldProps) {
  const ownId = useId();
  const inputId = id ?? `${ownId}-file`;
  const limitsId = `${ownId}-limits`;
  const refusalId = `${ownId}-refusal`;
  const rule = UPLOAD_RULES[kind];
  const image = isImageKind(kind);

  const [progress, setProgress] = useState<Progress>({ status: 'idle' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const localPreview = useObjectUrl(image && progress.status !== 'idle' ? progress.file : null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  /** A button's name with the field's, so four upload fields on a page stay distinguishable. */
  const named = (action: string) => `${action} (${label})`;
  const busy = progress.status === 'uploading' || progress.status === 'saving' || removing;

  async function start(file: File) {
    const refused = uploadRefusal(kind, file);
    setRefusal(refused?.message ?? null);
    if (refused) return;
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setProgress({ status: 'uploading', file, percent: 0 });
    let ref: string;
    try {
      ref = await uploadFile({
        file,
        kind,
        endpoint,
        agentId,
        signal: abort.signal,
        onProgress: (percent) => setProgress({ status: 'uploading', file, percent }),
      });
    } catch (error) {
      if (isAbortError(error)) {
        if (controller.current === abort) setProgress({ status: 'idle' });
        return;
      }
      setProgress({ status: 'failed', file });
      onError?.(error, file);
      return;
    }
    setProgress({ status: 'saving', file });
    try {
      await onChange?.(ref);
      await onUploaded?.(ref, file);
    } catch {
      if (!abort.signal.aborted) setProgress({ status: 'failed', file });
      return;
    }
    if (!abort.signal.aborted) setProgress({ status: 'idle' });
  }

  function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again (after a refusal or failure) fires change again.
    event.target.value = '';
    if (file) void start(file);
  }

  function dropped(event: DragEvent<HTMLFieldSetElement>) {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files?.[0];
    if (file && !busy && !disabled) void start(file);
  }

  async function remove() {
    setRemoving(true);
    try {
      await onChange?.(null);
      setConfirming(false);
      setRefusal(null);
    } catch {
      // The caller toasted; the file stays as it was.
    } finally {
      setRemoving(false);
    }
  }

  const shown = localPreview ?? (value || null);
  const hasFile = Boolean(value) && progress.status === 'idle';
  const chooseText = hasFile ? m.uploadReplace : m.uploadChooseFile;

  return (
    <fieldset
      className={cn(
        'min-w-0',
        'rounded-2xl bg-white p-4 ring-1 ring-slate-200 transition-shadow',
        dragging && 'ring-2 ring-navy-500',
        className,
      )}
      onDragOver={(event) => {
        event.preventDefault();
        if (!busy && !disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={dropped}
    >
      <legend className={hideLabel ? 'sr-only' : 'float-left mb-3 w-full text-sm font-medium text-slate-800'}>
        {label}
      </legend>
      <div className="clear-both flex flex-col gap-4 sm:flex-row sm:items-start">
        <Preview image={image} src={shown} label={label} shape={preview} />
        <div className="min-w-0 flex-1 space-y-3">
          {progress.status === 'uploading' ? (
            <div className="space-y-2">
              <p className="truncate text-sm text-slate-700">{m.uploadUploading(progress.file.name)}</p>
              <div
                role="progressbar"
                aria-label={m.uploadUploading(progress.file.name)}
                aria-valuemin={0}
                aria-valuemax={100}
                aria-valuenow={progress.percent}
                aria-valuetext={`${progress.percent}%`}
                className="h-2 overflow-hidden rounded-full bg-slate-100"
              >
                <div
                  className="h-full rounded-full bg-navy-600 transition-[width]"
                  style={{ width: `${progress.percent}%` }}
                />
              </div>
              <Button
                variant="ghost"
                size="sm"
                aria-label={named(m.uploadCancel)}
                onClick={() => controller.current?.abort()}
              >
                <X className="size-4" aria-hidden />
                {m.uploadCancel}
              </Button>
            </div>
          ) : progress.status === 'saving' ? (
            <p role="status" className="text-sm text-slate-700">
              {m.uploadSaving}
            </p>
          ) : (
            <>
              {progress.status === 'failed' ? (
                <div role="alert" className="space-y-2">
                  <p className="text-sm font-medium text-maple-700">{m.uploadFailed(progress.file.name)}</p>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={named(m.uploadRetry)}
                    onClick={() => void start(progress.file)}
                    disabled={disabled}
                  >
                    <RotateCcw className="size-4" aria-hidden />
                    {m.uploadRetry}
                  </Button>
                </div>
              ) : null}
              <div className="flex flex-wrap items-center gap-2">
                <input
                  id={inputId}
                  type="file"
                  accept={rule.accept}
                  disabled={disabled || busy}
                  onChange={chosen}
                  className="peer sr-only"
                  aria-describedby={
                    [describedBy, limitsId, refusal ? refusalId : undefined].filter(Boolean).join(' ') ||
                    undefined
                  }
                  aria-invalid={refusal ? true : undefined}
                />
                <label
                  htmlFor={inputId}
                  className={cn(
                    buttonClass('outline', 'sm'),
                    'cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-500',
                    (disabled || busy) && 'cursor-not-allowed opacity-60',
                  )}
                >
                  <Upload className="size-4" aria-hidden />
                  {chooseText}
                  <span className="sr-only"> ({label})</span>
                </label>
                {hasFile && onChange ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={named(m.uploadRemove)}
                    disabled={disabled || busy}
                    onClick={() => (confirmRemove ? setConfirming(true) : void remove())}
                  >
                    <Trash2 className="size-4" aria-hidden />
                    {m.uploadRemove}
                  </Button>
                ) : null}
                {hasFile ? null : (
                  <span className="hidden text-sm text-slate-500 sm:inline">{m.uploadDropHint}</span>
                )}
              </div>
              <p id={limitsId} className="text-xs text-slate-600">
                {hint ? <>{hint} </> : null}
                {m.uploadLimits(rule.typesLabel, formatFileSize(rule.maxBytes))}
              </p>
              {refusal ? (
                <p id={refusalId} role="alert" className="text-sm font-medium text-maple-700">
                  {refusal}
                </p>
              ) : null}
            </>
          )}
        </div>
      </div>
      {confirmRemove ? (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={confirmRemove.title}
          description={confirmRemove.description}
          confirmLabel={m.uploadRemove}
          pending={removing}
          onConfirm={() => void remove()}
          returnFocus={() => document.getElementById(inputId)}
        />
      ) : null}
    </fieldset>
  );
}

type PreviewShape = 'square' | 'round' | 'wide';

const PREVIEW_FRAME: Record<PreviewShape, string> = {
  square: 'size-24 rounded-xl',
  round: 'size-24 rounded-full',
  wide: 'h-20 w-full rounded-xl sm:w-48',
};

function Preview({
  image,
  src,
  label,
  shape,
}: {
  image: boolean;
  src: string | null;
  label: string;
  shape: PreviewShape;
}) {
  const frame = cn(
    'flex shrink-0 items-center justify-center overflow-hidden bg-slate-50 ring-1 ring-slate-200',
    PREVIEW_FRAME[shape],
  );
  if (image && src) {
    return (
      <div className={frame}>
        <img
          src={src}
          alt={`${label} preview`}
          className={cn('size-full', shape === 'square' ? 'object-contain' : 'object-cover')}
        />
      </div>
    );
  }
  const Icon = image ? ImageIcon : FileText;
  return (
    <div className={frame}>
      <Icon className="size-8 text-slate-400" aria-hidden />
    </div>
  );
}

/** An object URL for a chosen file, revoked when the file changes or the field goes away. */
function useObjectUrl(file: File | null): string | null {
  const [made, setMade] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setMade({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  // Only the current file's URL: never a stale one for the render before the effect catches up.
  return made && made.file === file ? made.url : null;
}
