import { messages, staffMessages } from '@maplestone/shared';
import {
  type ColumnDef,
  type FilterFn,
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type Row,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from 'lucide-react';
import { type KeyboardEvent, type MouseEvent, type ReactNode, useEffect } from 'react';
import { cn } from '../../lib/cn';
import { LabelledSelect } from '../form/labelled-select';
import { Button } from '../ui/button';
import { inputClass } from '../ui/input';
import { Select, type SelectOption } from '../ui/select';
import { EmptyState, ErrorAlert, RetryAlert } from '../ui/states';
import { PAGE_SIZES, type TableUrlDefaults, useTableUrlState } from './url-state';

const t = staffMessages.dataTable;

/** A select filter on one column: rows whose value equals the chosen option. */
export interface DataTableFacet {
  columnId: string;
  /** The filter's accessible name and 'All <label>' option, e.g. 'Status'. */
  label: string;
  options: readonly SelectOption[];
}

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

const SKELETON_ROWS = 5;

/**
 * The back office's one table (ARCHITECTURE §9a): TanStack Table with sorting (header buttons,
 * aria-sort), a text filter and select facets, paging, all kept in the URL (useTableUrlState); loading
 * skeleton rows, the empty state, an error with Retry. It scrolls sideways inside its card on a phone,
 * the first column staying in view.
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
  const url = useTableUrlState(
    urlPrefix,
    facets.map((facet) => facet.columnId),
    defaults,
  );
  const allColumns: ColumnDef<TData, unknown>[] = rowActions
    ? [
        ...columns,
        {
          id: '_actions',
          header: () => <span className="sr-only">{t.actions}</span>,
          cell: ({ row }) => <div className="flex justify-end gap-1">{rowActions(row.original)}</div>,
          enableSorting: false,
          enableGlobalFilter: false,
        },
      ]
    : columns;

  const table = useReactTable<TData>({
    data: (data ?? []) as TData[],
    columns: allColumns,
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
  const filtering = url.globalFilter !== '' || url.columnFilters.length > 0;
  const columnCount = table.getVisibleLeafColumns().length;

  if (error) {
    return onRetry ? (
      <RetryAlert title={error} retryLabel={t.retry} onRetry={onRetry} />
    ) : (
      <ErrorAlert title={error} />
    );
  }
  if (!loading && (data ?? []).length === 0) return <EmptyState>{emptyMessage}</EmptyState>;

  return (
    <div className="space-y-3">
      {searchLabel || facets.length > 0 ? (
        <Toolbar
          searchLabel={searchLabel}
          query={url.globalFilter}
          onQuery={(value) => table.setGlobalFilter(value)}
          facets={facets}
          facetValue={(id) => String(table.getColumn(id)?.getFilterValue() ?? '')}
          onFacet={(id, value) => table.getColumn(id)?.setFilterValue(value || undefined)}
        />
      ) : null}

      <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
        <table
          className="w-full min-w-[40rem] border-collapse text-left text-sm"
          aria-busy={loading || undefined}
        >
          <caption className="sr-only">
            {label}
            {loading ? `, ${messages.common.loading}` : ''}
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header, index) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  const title = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                      className={cn('px-4 py-3 whitespace-nowrap', index === 0 && stickyFirst('bg-slate-50'))}
                    >
                      {canSort ? (
                        <button
                          type="button"
                          onClick={header.column.getToggleSortingHandler()}
                          className="-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 uppercase hover:bg-slate-200/60 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-navy-500"
                        >
                          {title}
                          {sorted === 'asc' ? (
                            <ArrowUp className="size-3.5" aria-hidden />
                          ) : sorted === 'desc' ? (
                            <ArrowDown className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowUpDown className="size-3.5 text-slate-400" aria-hidden />
                          )}
                        </button>
                      ) : (
                        title
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody className="divide-y divide-slate-100">
            {loading ? (
              Array.from({ length: SKELETON_ROWS }, (_, row) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity
                <tr key={row} data-testid="skeleton-row">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cells have no identity
                    <td key={cell} className="px-4 py-3.5">
                      <span className="block h-4 w-full max-w-32 animate-pulse rounded bg-slate-200" />
                    </td>
                  ))}
                </tr>
              ))
            ) : filtered === 0 ? (
              <tr>
                <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-600">
                  <p>{t.noMatches}</p>
                  {filtering ? (
                    <Button variant="link" size="sm" className="mt-2" onClick={url.clearFilters}>
                      {t.clearFilters}
                    </Button>
                  ) : null}
                </td>
              </tr>
            ) : (
              table
                .getRowModel()
                .rows.map((row) => <BodyRow key={row.id} row={row} onRowClick={onRowClick} />)
            )}
          </tbody>
        </table>
      </div>

      {loading ? null : (
        <Pagination
          pageIndex={pageIndex}
          pageSize={pageSize}
          pageCount={Math.max(pageCount, 1)}
          total={filtered}
          onPageSize={(size) => table.setPagination({ pageIndex: 0, pageSize: size })}
          onPrevious={() => table.previousPage()}
          onNext={() => table.nextPage()}
          canPrevious={table.getCanPreviousPage()}
          canNext={table.getCanNextPage()}
        />
      )}
    </div>
  );
}

/** The first column stays in view while the table scrolls sideways on a phone. */
const stickyFirst = (background: string) => cn('sticky left-0 z-[1]', background);

function BodyRow<TData>({ row, onRowClick }: { row: Row<TData>; onRowClick?: (row: TData) => void }) {
  const fromControl = (target: EventTarget) =>
    target instanceof Element && target.closest('a, button, input, select, textarea, label') !== null;
  const open = onRowClick
    ? {
        tabIndex: 0,
        onClick: (event: MouseEvent) => {
          if (!fromControl(event.target)) onRowClick(row.original);
        },
        onKeyDown: (event: KeyboardEvent) => {
          if (event.key === 'Enter' && event.target === event.currentTarget) onRowClick(row.original);
        },
      }
    : {};
  return (
    <tr
      {...open}
      className={cn(
        'group bg-white hover:bg-slate-50',
        onRowClick &&
          'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-navy-500',
      )}
    >
      {row.getVisibleCells().map((cell, index) => (
        <td
          key={cell.id}
          className={cn('px-4 py-3 align-middle text-slate-800', index === 0 && stickyFirst('bg-inherit'))}
        >
          {flexRender(cell.column.columnDef.cell, cell.getContext())}
        </td>
      ))}
    </tr>
  );
}

function Toolbar({
  searchLabel,
  query,
  onQuery,
  facets,
  facetValue,
  onFacet,
}: {
  searchLabel: string | undefined;
  query: string;
  onQuery: (value: string) => void;
  facets: readonly DataTableFacet[];
  facetValue: (columnId: string) => string;
  onFacet: (columnId: string, value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
      {searchLabel ? (
        <div className="relative sm:w-72">
          <Search
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <input
            type="search"
            aria-label={searchLabel}
            placeholder={searchLabel}
            value={query}
            onChange={(event) => onQuery(event.target.value)}
            className={cn(inputClass, 'h-10 pl-9')}
          />
        </div>
      ) : null}
      {facets.map((facet) => (
        <Select
          key={facet.columnId}
          ariaLabel={facet.label}
          value={facetValue(facet.columnId)}
          onValueChange={(value) => onFacet(facet.columnId, value)}
          options={[{ value: '', label: t.all(facet.label) }, ...facet.options]}
          className="sm:w-52"
        />
      ))}
    </div>
  );
}

function Pagination({
  pageIndex,
  pageSize,
  pageCount,
  total,
  onPageSize,
  onPrevious,
  onNext,
  canPrevious,
  canNext,
}: {
  pageIndex: number;
  pageSize: number;
  pageCount: number;
  total: number;
  onPageSize: (size: number) => void;
  onPrevious: () => void;
  onNext: () => void;
  canPrevious: boolean;
  canNext: boolean;
}) {
  const page = Math.min(pageIndex, pageCount - 1);
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min((page + 1) * pageSize, total);
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite">{t.rows(from, to, total)}</p>
      <div className="flex flex-wrap items-center gap-3">
        <LabelledSelect
          label={t.rowsPerPage}
          labelClassName="whitespace-nowrap"
          value={String(pageSize)}
          onValueChange={(value) => onPageSize(Number(value))}
          options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
          className="w-20"
        />
        <span className="whitespace-nowrap">{t.page(page + 1, pageCount)}</span>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="sm"
            onClick={onPrevious}
            disabled={!canPrevious}
            aria-label={t.previousPage}
          >
            <ChevronLeft className="size-4" aria-hidden />
          </Button>
          <Button variant="outline" size="sm" onClick={onNext} disabled={!canNext} aria-label={t.nextPage}>
            <ChevronRight className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
    </div>
  );
}
