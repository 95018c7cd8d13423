import { AlertCircle, Inbox, Loader2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Button } from './button';

/** A loading message with a spinner, announced politely. */
export function LoadingState({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-16 text-slate-600', className)}
    >
      <Loader2 className="size-5 animate-spin text-navy-600" aria-hidden />
      <span>{children}</span>
    </div>
  );
}

/** Nothing to show (yet). */
export function EmptyState({
  children,
  action,
  className,
}: {
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center',
        className,
      )}
    >
      <Inbox className="size-8 text-slate-400" aria-hidden />
      <p className="text-slate-600">{children}</p>
      {action}
    </div>
  );
}

/** A failure, announced to screen readers (role=alert). */
export function ErrorAlert({
  title,
  children,
  action,
  className,
}: {
  title?: ReactNode;
  children?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div
      role="alert"
      className={cn(
        'flex gap-3 rounded-2xl border border-maple-200 bg-maple-50 p-5 text-maple-800',
        className,
      )}
    >
      <AlertCircle className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="min-w-0 flex-1">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={cn('text-sm', title ? 'mt-1' : '')}>{children}</div> : null}
        {action ? <div className="mt-3">{action}</div> : null}
      </div>
    </div>
  );
}

/** A failed load the visitor can try again. */
export function RetryAlert({
  title,
  retryLabel,
  onRetry,
  className,
}: {
  title: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
  className?: string;
}) {
  return (
    <ErrorAlert
      title={title}
      className={className}
      action={
        <Button variant="outline" size="sm" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    />
  );
}

/**
 * A list query in its four states: `loading` with a spinner, `failure` (the caller's alert with a retry),
 * `empty`, or its items, which `children` renders. QueryList (public pages) is this with its own failure.
 */
export function ListStates<L extends readonly unknown[]>({
  query,
  loading,
  failure,
  empty,
  children,
}: {
  query: { data: L | undefined; isPending: boolean; isError: boolean };
  loading: ReactNode;
  failure: ReactNode;
  empty: ReactNode;
  children: (items: L) => ReactNode;
}) {
  const { data, isPending, isError } = query;
  if (isPending) return <LoadingState>{loading}</LoadingState>;
  if (isError || !data) return failure;
  if (data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(data);
}

/** A public list's query in its four states, failed with a RetryAlert. */
export function QueryList<T>({
  query,
  failed,
  retryLabel,
  ...states
}: {
  query: { data: T[] | undefined; isPending: boolean; isError: boolean; refetch: () => unknown };
  loading: ReactNode;
  failed: ReactNode;
  retryLabel: ReactNode;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <ListStates
      {...states}
      query={query}
      failure={<RetryAlert title={failed} retryLabel={retryLabel} onRetry={() => query.refetch()} />}
    />
  );
}
