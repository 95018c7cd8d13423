import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** '' → NaN-free number or null (missing). */
export function parseAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

export function Panel({
  title,
  children,
  className,
}: {
  title?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6', className)}>
      {title ? <h2 className="mb-5 text-lg font-semibold text-navy-950">{title}</h2> : null}
      {children}
    </div>
  );
}

/** A result figure: label and big value. */
export function Figure({
  label,
  value,
  tone = 'light',
  size = 'md',
  testId,
  note,
}: {
  label: ReactNode;
  value: ReactNode;
  tone?: 'light' | 'dark';
  size?: 'md' | 'lg';
  testId?: string;
  note?: ReactNode;
}) {
  return (
    <dl>
      <dt className={cn('text-sm', tone === 'dark' ? 'text-navy-200' : 'text-slate-600')}>{label}</dt>
      <dd
        className={cn(
          'font-bold tabular-nums',
          size === 'lg' ? 'text-4xl tracking-tight' : 'text-xl',
          tone === 'dark' ? 'text-white' : 'text-navy-950',
        )}
        data-testid={testId}
      >
        {value}
      </dd>
      {note ? (
        <dd className={cn('mt-0.5 text-xs', tone === 'dark' ? 'text-navy-200' : 'text-slate-500')}>{note}</dd>
      ) : null}
    </dl>
  );
}
