import { type Page, staffMessages } from '@maplestone/shared';
import {
  type ColumnDef,
  getCoreRowModel,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIsMobile } from '../../lib/use-media-query';
import { buttonClass } from '../ui/button';
import { EmptyState, ErrorAlert, RetryAlert } from '../ui/states';
import { CardList } from './cards';
import { withRowActions } from './data-table';
import { ServerPager } from './pager';
import { type DataTableFacet, SKELETON_ROWS, sortChoice, TableGrid, Toolbar } from './parts';
import type { ServerTableState } from './server-url-state';

const t = staffMessages.dataTable;
/** How long the search box waits after the last key before it asks the server. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ServerDataTableProps<TData> {
  columns: ColumnDef<TData, unknown>[];
  /** The table's state in the URL (useServerTableState): what the page was asked with. */
  state: ServerTableState;
  /** The page the API answered (undefined before the first). */
  page: Page<TData> | undefined;
  /** A page is on its way: skeleton rows in place of the rows, the header and the pager kept. */
  loading: boolean;
  /** The failure to show instead of the table, with a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** The table's accessible name (a visually hidden caption). */
  label: string;
  /** Shown when the list has no rows at all (no filter). */
  emptyMessage: ReactNode;
  /** Shown when the filters keep no row ('No results match your filters.' unless said). */
  noMatchesMessage?: ReactNode;
  searchLabel?: string;
  /** Select filters, each sent as its query parameter (`columnId`). */
  facets?: readonly DataTableFacet[];
  /** The arrival column: its header orders the list newest or oldest first; no other column sorts. */
  orderColumn?: string;
  getRowId?: (row: TData) => string;
  rowActions?: (row: TData) => ReactNode;
  onRowClick?: (row: TData) => void;
}

const columnIdOf = <TData,>(column: ColumnDef<TData, unknown>) =>
  column.id ?? ('accessorKey' in column ? String(column.accessorKey) : undefined);

/**
 * DataTable's server mode (issue 33; see DataTable for the two modes): the rows are one page of the API's
 * (`{ items, next_cursor, total }`), moved by cursor with First, Previous and Next; the page, its size
 * (25, 50, 100), its cursor and every filter live in the URL (useServerTableState), and a change of filter
 * goes back to the first page. The search box waits 300 ms after typing before it sends `q`. Only the
 * arrival column sorts (newest or oldest first: the API's only order). The count says '1–25 of 1,234' when
 * the API knows the total, '1–25 of more' when it does not. While a page loads, skeleton rows stand in for
 * the rows at the same height, the table says it is busy, and the pager stays where it is (focus too).
 * A panel binds it to its query with PagedQueryTable (components/back-office/list-query).
 */
export function ServerDataTable<TData>({
  columns,
  state,
  page,
  loading,
  error,
  onRetry,
  label,
  emptyMessage,
  noMatchesMessage = t.noMatches,
  searchLabel,
  facets = [],
  orderColumn,
  getRowId,
  rowActions,
  onRowClick,
}: ServerDataTableProps<TData>) {
  const cards = useIsMobile();
  const sorting: SortingState = orderColumn ? [{ id: orderColumn, desc: state.order === 'newest' }] : [];
  const items = page?.items ?? [];
  const table = useReactTable<TData>({
    data: items,
    columns: withRowActions(
      columns.map((column) => ({ ...column, enableSorting: columnIdOf(column) === orderColumn })),
      rowActions,
    ),
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    state: { sorting },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [next] = typeof updater === 'function' ? updater(sorting) : updater;
      state.setOrder(next && !next.desc ? 'oldest' : 'newest');
    },
    manualSorting: true,
    manualFiltering: true,
    manualPagination: true,
    enableSortingRemoval: false,
    getCoreRowModel: getCoreRowModel(),
  });

  const search = useDebouncedSearch(state.q, state.setQ);
  const shape = useStableBody(loading, items.length, cards);
  const sort = cards ? sortChoice(table) : null;

  if (error) {
    return onRetry ? (
      <RetryAlert title={error} retryLabel={t.retry} onRetry={onRetry} />
    ) : (
      <ErrorAlert title={error} />
    );
  }
  if (!loading && items.length === 0 && state.page === 1 && !state.filtering && search.text === '') {
    return <EmptyState>{emptyMessage}</EmptyState>;
  }

  const message =
    state.page > 1 ? (
      <>
        <p>{t.pageGone}</p>
        <button type="button" className={buttonClass('link', 'sm', 'mt-2')} onClick={state.first}>
          {t.firstPage}
        </button>
      </>
    ) : (
      <>
        <p>{noMatchesMessage}</p>
        {state.filtering ? (
          <button type="button" className={buttonClass('link', 'sm', 'mt-2')} onClick={state.clearFilters}>
            {t.clearFilters}
          </button>
        ) : null}
      </>
    );
  // The page as cards or as a table: the same rows, skeleton and no-match message.
  const body = {
    table,
    label,
    loading,
    skeletonRows: shape.rows,
    bodyHeight: shape.height,
    bodyRef: shape.ref,
    message,
  };

  return (
    <div className="space-y-3">
      {searchLabel || facets.length > 0 || sort ? (
        <Toolbar
          searchLabel={searchLabel}
          query={search.text}
          onQuery={search.setText}
          facets={facets}
          facetValue={(id) => state.facets[id] ?? ''}
          onFacet={state.setFacet}
          sort={sort}
        />
      ) : null}

      {cards ? <CardList {...body} /> : <TableGrid {...body} onRowClick={onRowClick} />}

      <ServerPager state={state} page={page} loading={loading} />
    </div>
  );
}

/**
 * The search box's text, sent (`onSearch`) once typing has paused for SEARCH_DEBOUNCE_MS; it follows the
 * URL's when that changes by itself (the back button, Clear filters). The URL's echo of a search this box sent
 * changes nothing: a navigation commits after the typing it follows (a transition), and taking its value then
 * would put back the previous search over what was typed since.
 */
function useDebouncedSearch(value: string, onSearch: (text: string) => void) {
  const [text, setText] = useState(value);
  const send = useRef(onSearch);
  send.current = onSearch;
  const sent = useRef(value);
  useEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(value);
  }, [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => {
      sent.current = text;
      send.current(text);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value]);
  return { text, setText };
}

/**
 * How many rows the page showed and how tall its body (or its list of cards) was, so the skeleton standing in
 * for the next page keeps the table's size (five rows before the first page).
 */
function useStableBody(loading: boolean, rows: number, cards: boolean) {
  const body = useRef<HTMLElement | null>(null);
  const [shape, setShape] = useState({ rows: SKELETON_ROWS, height: 0, cards });
  useLayoutEffect(() => {
    if (loading || rows === 0) return;
    const height = body.current?.offsetHeight ?? 0;
    setShape((current) =>
      current.rows === rows && current.height === height && current.cards === cards
        ? current
        : { rows, height, cards },
    );
  }, [loading, rows, cards]);
  // A height measured in the other shape (rows, not cards) is not this one's.
  const height = shape.cards === cards ? shape.height : 0;
  return {
    rows: shape.rows,
    height,
    ref: (element: HTMLElement | null) => {
      body.current = element;
    },
  };
}
