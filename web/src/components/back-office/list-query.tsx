import type { DataTableProps } from '../data-table';
import { DataTable } from '../data-table';
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
  ...table
}: { query: ListQuery<T>; failed: string } & Omit<
  DataTableProps<T>,
  'data' | 'loading' | 'error' | 'onRetry' | 'getRowId'
>) {
  if (query.isError) {
    return <FetchFailed message={failed} error={query.error} onRetry={() => query.refetch()} />;
  }
  return <DataTable {...table} data={query.data} loading={query.isPending} getRowId={(row) => row.id} />;
}
