import { messages, staffMessages } from '@maplestone/shared';
import { flexRender, type Row, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from '../ui/input';
import { Select, type SelectOption } from '../ui/select';

// The pieces both DataTable modes draw the same way: the grid, the toolbar, the pager's frame.

const t = staffMessages.dataTable;

/** A select filter: rows whose value equals the chosen option (server mode: the query parameter's value). */
export interface DataTableFacet {
  /** The column filtered (client mode), or the list's query parameter and URL key (server mode). */
  columnId: string;
  /** The filter's accessible name and 'All <label>' option, e.g. 'Status'. */
  label: string;
  options: readonly SelectOption[];
}

export const SKELETON_ROWS = 5;

/** The first column stays in view while the table scrolls sideways on a phone. */
const stickyFirst = (background: string) => cn('sticky left-0 z-[1]', background);

/**
 * The table itself: a visually hidden caption (its name, and 'Loading…' while it loads), header cells with
 * sort buttons where the column sorts (aria-sort), then skeleton rows while loading, `message` in one row
 * when there are none, or the rows. `bodyHeight` keeps the body as tall as the page it stands in for.
 */
export function TableGrid<TData>({
  table,
  label,
  loading,
  skeletonRows = SKELETON_ROWS,
  bodyHeight,
  bodyRef,
  message,
  onRowClick,
}: {
  table: Table<TData>;
  label: string;
  loading: boolean;
  skeletonRows?: number;
  /** The body's height while loading (the rows it stands in for), so the page below does not jump. */
  bodyHeight?: number;
  bodyRef?: (body: HTMLTableSectionElement | null) => void;
  /** Shown in place of rows when there are none (no matches). */
  message: ReactNode;
  onRowClick?: (row: TData) => void;
}) {
  const columnCount = table.getVisibleLeafColumns().length;
  const rows = table.getRowModel().rows;
  return (
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
        <tbody
          ref={bodyRef}
          className="divide-y divide-slate-100"
          style={loading && bodyHeight ? { height: bodyHeight } : undefined}
        >
          {loading ? (
            Array.from({ length: skeletonRows }, (_, row) => (
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
          ) : rows.length === 0 ? (
            <tr>
              <td colSpan={columnCount} className="px-4 py-10 text-center text-slate-600">
                {message}
              </td>
            </tr>
          ) : (
            rows.map((row) => <BodyRow key={row.id} row={row} onRowClick={onRowClick} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

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

/** The search box (when the table has one) and a select per facet, each with its accessible name. */
export function Toolbar({
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
