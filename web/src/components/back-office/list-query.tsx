import type { ReactNode } from 'react';
import type { DataTableProps } from '../data-table';
import { DataTable } from '../data-table';
import { EmptyState, LoadingState } from '../ui/states';
import { FetchFailed } from './fetch-failed';

/** What QueryTable and QueryItems read of a list's useQuery. */
export interface ListQuery<T> {
  data: readonly T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A panel's DataTable over a list query: skeleton rows while it loads, then its rows (each known by its
 * id); if the list failed, FetchFailed with `failed` ('Failed to fetch products') and Retry instead.
 */
export function QueryTable<T extends { id: string }>({
  query,
  failed,
  getRowId = (row) => row.id,
  ...table
}: { query: ListQuery<T>; failed: string } & Omit<
  DataTableProps<T>,
  'data' | 'loading' | 'error' | 'onRetry'
>) {
  if (query.isError) {
    return <FetchFailed message={failed} error={query.error} onRetry={() => query.refetch()} />;
  }
  return <DataTable {...table} data={query.data} loading={query.isPending} getRowId={getRowId} />;
}

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
