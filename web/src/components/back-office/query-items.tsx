import type { ReactNode } from 'react';
import { EmptyState, LoadingState } from '../ui/states';
import { FetchFailed } from './fetch-failed';
import type { ListQuery } from './list-query';

/**
 * A panel's list query in its four states: `loading` with a spinner, FetchFailed with `failed` and Retry,
 * `empty`, or its items, which `children` renders (cards, rows of a list).
 */
export function QueryItems<T>({
  query,
  loading,
  failed,
  empty,
  children,
}: {
  query: ListQuery<T>;
  loading: ReactNode;
  failed: string;
  empty: ReactNode;
  children: (items: readonly T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState>{loading}</LoadingState>;
  if (query.isError || !query.data) {
    return <FetchFailed message={failed} error={query.error} onRetry={() => query.refetch()} />;
  }
  if (query.data.length === 0) return <EmptyState>{empty}</EmptyState>;
  return children(query.data);
}
