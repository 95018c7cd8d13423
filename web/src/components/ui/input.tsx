import { forwardRef, type InputHTMLAttributes } from 'react';
import { cn } from '../../lib/cn';

export const inputClass = cn(
  'block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-[15px] text-slate-900 shadow-xs',
  'placeholder:text-slate-400 focus:border-navy-500 focus:ring-2 focus:ring-navy-500/20 focus:outline-none',
  'aria-invalid:border-maple-600 aria-invalid:ring-maple-600/20 disabled:bg-slate-50',
);

/** A text input with the house style; use inside <Field>. */
export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(inputClass, className)} {...props} />;
});

/** An input with a fixed prefix or suffix ('$', '%'). */
export const AffixInput = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement> & { prefix?: string; suffix?: string }
>(function AffixInput({ prefix, suffix, className, ...props }, ref) {
  return (
    <div className="relative">
      {prefix ? (
        <span
          className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500"
          aria-hidden
        >
          {prefix}
        </span>
      ) : null}
      <input
        ref={ref}
        className={cn(inputClass, prefix && 'pl-7', suffix && 'pr-9', 'tabular-nums', className)}
        {...props}
      />
      {suffix ? (
        <span
          className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-slate-500"
          aria-hidden
        >
          {suffix}
        </span>
      ) : null}
    </div>
  );
});
