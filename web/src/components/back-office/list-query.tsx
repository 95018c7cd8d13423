import type { Page } from '@maplestone/shared';
import { apiMessage } from '../../lib/resource';
import type { DataTableProps, ServerDataTableProps, ServerTableState } from '../data-table';
import { DataTable, ServerDataTable } from '../data-table';
import { FetchFailed } from './fetch-failed';
import { useStaleCursorReset } from './query-items';

/** What QueryTable reads of a list's useQuery. */
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

/** What PagedQueryTable and PagedQueryItems read of usePagedList's answer. */
export interface PagedListQuery<T> {
  data: Page<T> | undefined;
  isPending: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A panel's ServerDataTable over a paged list (usePagedList): skeleton rows while a page loads; a page the API
 * no longer knows (400 on a cursor: a stale or altered link) goes back to the first page; a list that failed
 * shows FetchFailed with `failed` (or the API's own words for a refused filter, 400) and Retry. A later
 * refresh that fails keeps the rows shown.
 */
export function PagedQueryTable<T extends { id: string }>({
  query,
  failed,
  state,
  ...table
}: { query: PagedListQuery<T>; failed: string; state: ServerTableState } & Omit<
  ServerDataTableProps<T>,
  'page' | 'loading' | 'error' | 'onRetry' | 'getRowId' | 'state'
>) {
  const staleCursor = useStaleCursorReset(query, state);

  if (query.isError && !query.data && !staleCursor) {
    return (
      <FetchFailed
        message={apiMessage(query.error, 400, failed)}
        error={query.error}
        onRetry={() => query.refetch()}
      />
    );
  }
  return (
    <ServerDataTable
      {...table}
      state={state}
      page={query.data}
      loading={query.isPending || query.isPlaceholderData || staleCursor}
      getRowId={(row) => row.id}
    />
  );
}
