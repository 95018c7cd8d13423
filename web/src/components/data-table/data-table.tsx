import { staffMessages } from '@maplestone/shared';
import {
  type ColumnDef,
  type FilterFn,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
} from '@tanstack/react-table';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type ReactNode, useEffect } from 'react';
import { useIsMobile } from '../../lib/use-media-query';
import { Button } from '../ui/button';
import { EmptyState, ErrorAlert, RetryAlert } from '../ui/states';
import { CardList } from './cards';
import { ACTIONS_COLUMN } from './meta';
import { PagerBar } from './pager';
import { type DataTableFacet, sortChoice, TableGrid, Toolbar } from './parts';
import { PAGE_SIZES, type TableUrlDefaults, useTableUrlState } from './url-state';

export type { DataTableFacet } from './parts';

const t = staffMessages.dataTable;

export interface DataTableProps<TData> {
  columns: ColumnDef<TData, unknown>[];
  data: readonly TData[] | undefined;
  /** The URL key prefix of this table's state (`<prefix>_sort`, `<prefix>_page`, ...). */
  urlPrefix: string;
  /** The table's accessible name (a visually hidden caption). */
  label: string;
  loading?: boolean;
  /** The failure to show instead of rows (e.g. 'Failed to fetch leads'), with a Retry button. */
  error?: string | null;
  onRetry?: () => void;
  /** Shown when there are no rows at all. */
  emptyMessage: ReactNode;
  /** Search box placeholder and name; no text filter when absent. */
  searchLabel?: string;
  facets?: readonly DataTableFacet[];
  defaults?: TableUrlDefaults;
  getRowId?: (row: TData) => string;
  /** Buttons for one row, in a last 'Actions' column. */
  rowActions?: (row: TData) => ReactNode;
  /** Makes a row clickable (and Enter-able); clicks on links and buttons inside it keep their own meaning. */
  onRowClick?: (row: TData) => void;
}

/** Case-insensitive "contains" over every filterable column's text. */
const containsText: FilterFn<unknown> = (row, columnId, query: string) =>
  String(row.getValue(columnId) ?? '')
    .toLowerCase()
    .includes(query.trim().toLowerCase());

/** Facets compare the column's value with the URL's text exactly. */
const equalsText: FilterFn<unknown> = (row, columnId, value: string) =>
  String(row.getValue(columnId) ?? '') === value;

/** The last 'Actions' column of a table with row actions. */
export function withRowActions<TData>(
  columns: ColumnDef<TData, unknown>[],
  rowActions: ((row: TData) => ReactNode) | undefined,
): ColumnDef<TData, unknown>[] {
  if (!rowActions) return columns;
  return [
    ...columns,
    {
      id: ACTIONS_COLUMN,
      header: () => <span className="sr-only">{t.actions}</span>,
      cell: ({ row }) => <div className="flex justify-end gap-1">{rowActions(row.original)}</div>,
      enableSorting: false,
      enableGlobalFilter: false,
    },
  ];
}

/**
 * The back office's one table (ARCHITECTURE §9a), in two modes, one component each:
 * - client mode, this one, for the small lists read whole (products, rates, testimonials...): TanStack Table
 *   with sorting (header buttons, aria-sort), a text filter and select facets, paging, all done in the
 *   browser and kept in the URL (useTableUrlState);
 * - server mode, ServerDataTable, for the lists that grow with use (leads, issue 33): the rows are one page
 *   of the API's, moved by cursor, with the filters, search and order sent to the server.
 * Both draw the same grid: loading skeleton rows, the empty state, an error with Retry. Columns may share a
 * cell (meta.below: a lead's e-mail under its name), so a panel's default columns fit at 1280 px; below
 * 768 px each row is a card (CardList: meta.card names its heading), ordered by a sort select (issue 35).
 */
export function DataTable<TData>({
  columns,
  data,
  urlPrefix,
  label,
  loading = false,
  error,
  onRetry,
  emptyMessage,
  searchLabel,
  facets = [],
  defaults,
  getRowId,
  rowActions,
  onRowClick,
}: DataTableProps<TData>) {
  const cards = useIsMobile();
  const url = useTableUrlState(
    urlPrefix,
    facets.map((facet) => facet.columnId),
    defaults,
  );

  const table = useReactTable<TData>({
    data: (data ?? []) as TData[],
    columns: withRowActions(columns, rowActions),
    getRowId: getRowId ? (row) => getRowId(row) : undefined,
    state: {
      sorting: url.sorting,
      globalFilter: url.globalFilter,
      columnFilters: url.columnFilters,
      pagination: url.pagination,
    },
    onSortingChange: url.setSorting,
    onGlobalFilterChange: url.setGlobalFilter,
    onColumnFiltersChange: url.setColumnFilters,
    onPaginationChange: url.setPagination,
    globalFilterFn: containsText as FilterFn<TData>,
    // Every column with a value is searched. TanStack's default judges a column by its first row's value, so a
    // newest lead without an e-mail made every e-mail unsearchable.
    getColumnCanGlobalFilter: (column) => column.accessorFn !== undefined,
    defaultColumn: { filterFn: equalsText as FilterFn<TData> },
    enableSortingRemoval: false,
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
  });

  const pageCount = table.getPageCount();
  const { pageIndex, pageSize } = url.pagination;
  // A bookmarked page past the end (rows deleted since) shows the last page.
  useEffect(() => {
    if (!loading && pageIndex > 0 && pageIndex >= pageCount) table.setPageIndex(Math.max(pageCount - 1, 0));
  }, [loading, pageIndex, pageCount, table]);

  const filtered = table.getFilteredRowModel().rows.length;
  const sort = cards ? sortChoice(table) : null;
  const filtering = url.globalFilter !== '' || url.columnFilters.length > 0;

  if (error) {
    return onRetry ? (
      <RetryAlert title={error} retryLabel={t.retry} onRetry={onRetry} />
    ) : (
      <ErrorAlert title={error} />
    );
  }
  if (!loading && (data ?? []).length === 0) return <EmptyState>{emptyMessage}</EmptyState>;

  const noMatches = (
    <>
      <p>{t.noMatches}</p>
      {filtering ? (
        <Button variant="link" size="sm" className="mt-2" onClick={url.clearFilters}>
          {t.clearFilters}
        </Button>
      ) : null}
    </>
  );
  const pages = Math.max(pageCount, 1);
  const page = Math.min(pageIndex, pages - 1);
  const from = filtered === 0 ? 0 : page * pageSize + 1;
  const to = Math.min((page + 1) * pageSize, filtered);
  return (
    <div className="space-y-3">
      {searchLabel || facets.length > 0 || sort ? (
        <Toolbar
          searchLabel={searchLabel}
          query={url.globalFilter}
          onQuery={(value) => table.setGlobalFilter(value)}
          facets={facets}
          facetValue={(id) => String(table.getColumn(id)?.getFilterValue() ?? '')}
          onFacet={(id, value) => table.getColumn(id)?.setFilterValue(value || undefined)}
          sort={sort}
        />
      ) : null}

      {cards ? (
        <CardList table={table} label={label} loading={loading} message={noMatches} />
      ) : (
        <TableGrid
          table={table}
          label={label}
          loading={loading}
          onRowClick={onRowClick}
          message={noMatches}
        />
      )}

      {loading ? null : (
        <PagerBar
          rowsText={t.rows(from, to, filtered)}
          pageText={t.page(page + 1, pages)}
          pageSize={pageSize}
          pageSizes={PAGE_SIZES}
          onPageSize={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
        >
          <Button
            variant="outline"
            size="sm"
            onClick={() => table.previousPage()}
            disabled={!table.getCanPreviousPage()}
            aria-label={t.previousPage}
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => table.nextPage()}
            disabled={!table.getCanNextPage()}
            aria-label={t.nextPage}
          >
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </PagerBar>
      )}
    </div>
  );
}
