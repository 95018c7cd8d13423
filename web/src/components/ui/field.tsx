import { type ReactNode, useId } from 'react';

interface FieldProps {
  label: ReactNode;
  /** The control; receives the id and described-by through the render function. */
  children: (ids: { id: string; describedBy: string | undefined; invalid: boolean }) => ReactNode;
  hint?: ReactNode;
  error?: string;
  optional?: boolean;
  className?: string;
}

/** A labelled form control with an optional hint and an error announced to screen readers. */
export function Field({ label, children, hint, error, optional, className }: FieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label
        htmlFor={id}
        className="mb-1.5 flex items-baseline justify-between text-sm font-medium text-slate-800"
      >
        <span>{label}</span>
        {optional ? <span className="text-xs font-normal text-slate-500">Optional</span> : null}
      </label>
      {children({ id, describedBy, invalid: Boolean(error) })}
      {hint ? (
        <p id={hintId} className="mt-1.5 text-xs text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1.5 text-xs font-medium text-maple-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export { AffixInput, Input, inputClass } from './input';
