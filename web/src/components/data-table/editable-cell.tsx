import { staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { Loader2, Pencil } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../lib/api';
import { cn } from '../../lib/cn';

const t = staffMessages.dataTable;

interface EditableCellBase {
  /** What is edited, for the accessible names: 'Posted rate, 5 year fixed' → 'Edit Posted rate, 5 year fixed'. */
  label: string;
  className?: string;
}

type EditableCellProps = EditableCellBase &
  (
    | {
        type: 'number';
        value: number;
        onSave: (value: number) => Promise<unknown>;
        format?: (value: number) => string;
        step?: number;
        min?: number;
        max?: number;
        /** Refuses a value before anything is sent: the message to show (the shared schema's), or null. */
        validate?: (value: number) => string | null | undefined;
      }
    | {
        type?: 'text';
        value: string;
        onSave: (value: string) => Promise<unknown>;
        format?: (value: string) => string;
      }
  );

/**
 * A table cell edited in place (the admin's posted_rate / our_rate): click or Enter opens the input,
 * Enter saves through `onSave` (the cell shows that it is saving and stays open with an error if the
 * save fails), Escape or leaving the field cancels. The caller's mutation toasts as usual.
 */
export function EditableCell(props: EditableCellProps) {
  const { label, className } = props;
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const display = useRef<HTMLButtonElement>(null);
  const errorId = useId();
  const returnFocus = useRef(false);

  const shown =
    props.type === 'number'
      ? (props.format ?? String)(props.value)
      : (props.format ?? ((value: string) => value))(props.value);

  useEffect(() => {
    if (editing) input.current?.select();
    else if (returnFocus.current) {
      returnFocus.current = false;
      display.current?.focus();
    }
  }, [editing]);

  const open = () => {
    // A number not set yet (a rate without a posted rate) opens empty.
    setDraft(props.type === 'number' && !Number.isFinite(props.value) ? '' : String(props.value));
    setError(null);
    setEditing(true);
  };
  const close = (focusBack: boolean) => {
    returnFocus.current = focusBack;
    setError(null);
    setEditing(false);
  };

  const save = async () => {
    if (pending) return;
    let saving: Promise<unknown>;
    if (props.type === 'number') {
      const value = Number(draft.trim());
      if (draft.trim() === '' || !Number.isFinite(value)) {
        setError(commonWords.invalidNumber);
        return;
      }
      const refusal = props.validate?.(value);
      if (refusal) {
        setError(refusal);
        return;
      }
      if (value === props.value) return close(true);
      saving = props.onSave(value);
    } else {
      if (draft === props.value) return close(true);
      saving = props.onSave(draft);
    }
    setPending(true);
    setError(null);
    try {
      await saving;
      close(true);
    } catch (failure) {
      // A 400 carries the shared schema's message (e.g. a rate out of range); anything else is generic.
      setError(failure instanceof ApiError && failure.status === 400 ? failure.message : t.saveFailed);
    } finally {
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      void save();
    } else if (event.key === 'Escape') {
      // Escape closes this editor, not a dialog around the table.
      event.stopPropagation();
      close(true);
    }
  };

  if (!editing) {
    return (
      <button
        ref={display}
        type="button"
        onClick={open}
        aria-label={`${t.edit(label)}: ${shown}`}
        className={cn(
          'group/edit -mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 tabular-nums hover:bg-navy-50',
          'focus-visible:outline-2 focus-visible:outline-navy-500',
          className,
        )}
      >
        {shown}
        <Pencil className="size-3.5 text-slate-400 group-hover/edit:text-navy-700" aria-hidden />
      </button>
    );
  }

  return (
    <div className={cn('inline-flex flex-col gap-1', className)}>
      <div className="relative">
        <input
          ref={input}
          aria-label={label}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          aria-busy={pending || undefined}
          title={t.editHint}
          type={props.type === 'number' ? 'number' : 'text'}
          inputMode={props.type === 'number' ? 'decimal' : undefined}
          step={props.type === 'number' ? (props.step ?? 'any') : undefined}
          min={props.type === 'number' ? props.min : undefined}
          max={props.type === 'number' ? props.max : undefined}
          value={draft}
          // Read-only rather than disabled while saving, so focus stays here for the keyboard.
          readOnly={pending}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (!pending) close(false);
          }}
          className={cn(
            'h-9 w-28 rounded-md border border-navy-400 bg-white px-2 pr-7 text-sm tabular-nums',
            'focus:ring-2 focus:ring-navy-500/30 focus:outline-none aria-invalid:border-maple-600',
          )}
        />
        {pending ? (
          <Loader2
            className="absolute top-1/2 right-2 size-4 -translate-y-1/2 animate-spin text-navy-600"
            aria-hidden
          />
        ) : null}
      </div>
      {pending ? (
        <span role="status" className="sr-only">
          {t.saving}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} role="alert" className="text-xs text-maple-700">
          {error}
        </span>
      ) : null}
    </div>
  );
}
