import { staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { type Column, flexRender, type Header, type Row, type Table } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown, Search } from 'lucide-react';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { inputClass } from '../ui/input';
import { Select, type SelectOption } from '../ui/select';
import { ACTIONS_COLUMN, columnLayout } from './meta';

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

/** The first column stays in view while the table scrolls sideways (a tablet's width), the actions too. */
const stickyFirst = (background: string) => cn('sticky left-0 z-[1]', background);
const stickyLast = (background: string) => cn('sticky right-0 z-[1]', background);

/** A cell's padding: tighter between columns than at the card's edges, so more columns fit at 1280 px. */
const cellPadding = 'px-3 first:pl-4 last:pr-4';

/** Whether a header sorts by this column, and which way it does now (aria-sort's words). */
function sortState<TData>(column: Column<TData, unknown>) {
  const sorted = column.getIsSorted();
  return sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : 'none';
}

/** A column's title in its header: a sort button where the column sorts, its text otherwise. */
function HeaderTitle<TData>({ header }: { header: Header<TData, unknown> }) {
  const title = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <>{title}</>;
  const sorted = header.column.getIsSorted();
  return (
    <button
      type="button"
      onClick={header.column.getToggleSortingHandler()}
      className="-mx-2 inline-flex items-center gap-1.5 rounded-md px-2 py-1 text-left uppercase hover:bg-slate-200/60 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-navy-500"
    >
      {title}
      {sorted === 'asc' ? (
        <ArrowUp className="size-3.5 shrink-0" aria-hidden />
      ) : sorted === 'desc' ? (
        <ArrowDown className="size-3.5 shrink-0" aria-hidden />
      ) : (
        <ArrowUpDown className="size-3.5 shrink-0 text-slate-400" aria-hidden />
      )}
    </button>
  );
}

/** What a page of rows is drawn from, as a table (TableGrid) or as cards (CardList). */
export interface RowsViewProps<TData> {
  table: Table<TData>;
  label: string;
  loading: boolean;
  skeletonRows?: number;
  /** The body's height while loading (the rows it stands in for), so the page below does not jump. */
  bodyHeight?: number;
  bodyRef?: (body: HTMLElement | null) => void;
  /** Shown in place of rows when there are none (no matches). */
  message: ReactNode;
}

/**
 * The table itself: a visually hidden caption (its name, and 'Loading…' while it loads), header cells with
 * sort buttons where the column sorts (aria-sort), then skeleton rows while loading, `message` in one row
 * when there are none, or the rows. `bodyHeight` keeps the body as tall as the page it stands in for.
 * A column `below` another (its meta) is drawn in that column's cell, under its content, and its header under
 * that header, each keeping its sort button: two-line cells, so every column fits at 1280 px (issue 35).
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
}: RowsViewProps<TData> & { onRowClick?: (row: TData) => void }) {
  const layout = columnLayout(table);
  const columnCount = layout.top.length;
  const rows = table.getRowModel().rows;
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  return (
    <div className="relative overflow-x-auto rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <table
        className="w-full min-w-[40rem] border-collapse text-left text-sm"
        aria-busy={loading || undefined}
      >
        <caption className="sr-only">
          {label}
          {loading ? `, ${commonWords.loading}` : ''}
        </caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {layout.top.map((column, index) => {
              const header = headers.get(column.id);
              if (!header) return null;
              const stacked = [column, ...layout.under(column.id)];
              const sortable = stacked.filter((each) => each.getCanSort());
              const sorted = sortable.find((each) => each.getIsSorted());
              return (
                <th
                  key={header.id}
                  scope="col"
                  aria-sort={sortable.length > 0 ? (sorted ? sortState(sorted) : 'none') : undefined}
                  className={cn(
                    'py-3 align-bottom whitespace-nowrap',
                    cellPadding,
                    index === 0 && stickyFirst('bg-slate-50'),
                    column.id === ACTIONS_COLUMN && stickyLast('bg-slate-50'),
                    column.columnDef.meta?.className,
                  )}
                >
                  <HeaderTitle header={header} />
                  {layout.under(column.id).map((below) => {
                    const belowHeader = headers.get(below.id);
                    return belowHeader ? (
                      <span key={below.id} className="mt-0.5 block font-medium">
                        <span className="sr-only">, </span>
                        <HeaderTitle header={belowHeader} />
                      </span>
                    ) : null;
                  })}
                </th>
              );
            })}
          </tr>
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
                  <td key={cell} className={cn('py-3.5', cellPadding)}>
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
            rows.map((row) => <BodyRow key={row.id} row={row} layout={layout} onRowClick={onRowClick} />)
          )}
        </tbody>
      </table>
    </div>
  );
}

function BodyRow<TData>({
  row,
  layout,
  onRowClick,
}: {
  row: Row<TData>;
  layout: ReturnType<typeof columnLayout<TData>>;
  onRowClick?: (row: TData) => void;
}) {
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
  const cells = new Map(row.getVisibleCells().map((cell) => [cell.column.id, cell]));
  return (
    <tr
      {...open}
      className={cn(
        'group bg-white hover:bg-slate-50',
        onRowClick &&
          'cursor-pointer focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-navy-500',
      )}
    >
      {layout.top.map((column, index) => {
        const cell = cells.get(column.id);
        if (!cell) return null;
        const under = layout.under(column.id);
        return (
          <td
            key={cell.id}
            className={cn(
              'py-3 align-middle text-slate-800',
              cellPadding,
              index === 0 && stickyFirst('bg-inherit'),
              column.id === ACTIONS_COLUMN && stickyLast('bg-inherit'),
              column.columnDef.meta?.className,
            )}
          >
            {flexRender(cell.column.columnDef.cell, cell.getContext())}
            {under.length > 0 ? (
              <div className="mt-0.5 space-y-0.5 text-slate-600">
                {under.map((below) => {
                  const belowCell = cells.get(below.id);
                  return belowCell ? (
                    <div key={belowCell.id}>{flexRender(below.columnDef.cell, belowCell.getContext())}</div>
                  ) : null;
                })}
              </div>
            ) : null}
          </td>
        );
      })}
    </tr>
  );
}

/** The sort select of the cards: an option per sortable column and way ('Date, newest first'). */
export interface SortChoice {
  options: SelectOption[];
  value: string;
  onChange: (value: string) => void;
}

/** The sort select's choices for `table` (null when no column sorts): `<column id>.asc` or `.desc`. */
export function sortChoice<TData>(table: Table<TData>): SortChoice | null {
  const options: SelectOption[] = [];
  for (const column of table.getAllLeafColumns()) {
    if (!column.getCanSort()) continue;
    const header = column.columnDef.header;
    const name = typeof header === 'string' ? header : column.id;
    const date = column.columnDef.meta?.sortWords === 'date';
    const ascending = { value: `${column.id}.asc`, label: (date ? t.oldestFirst : t.sortAscending)(name) };
    const descending = { value: `${column.id}.desc`, label: (date ? t.newestFirst : t.sortDescending)(name) };
    // A date's usual order first: newest first.
    options.push(...(date ? [descending, ascending] : [ascending, descending]));
  }
  if (options.length === 0) return null;
  const [sorted] = table.getState().sorting;
  return {
    options,
    value: sorted ? `${sorted.id}.${sorted.desc ? 'desc' : 'asc'}` : '',
    onChange: (value) => {
      const cut = value.lastIndexOf('.');
      if (cut > 0) table.setSorting([{ id: value.slice(0, cut), desc: value.slice(cut + 1) === 'desc' }]);
    },
  };
}

/** The search box (when the table has one) and a select per facet, each with its accessible name. */
export function Toolbar({
  searchLabel,
  query,
  onQuery,
  facets,
  facetValue,
  onFacet,
  sort,
}: {
  searchLabel: string | undefined;
  query: string;
  onQuery: (value: string) => void;
  facets: readonly DataTableFacet[];
  facetValue: (columnId: string) => string;
  onFacet: (columnId: string, value: string) => void;
  /** The cards' order (below 768 px, where no header shows): the sort select. */
  sort?: SortChoice | null;
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
      {sort ? (
        <Select
          ariaLabel={t.sortBy}
          value={sort.value}
          onValueChange={sort.onChange}
          options={sort.options}
          placeholder={t.sortBy}
          className="sm:w-52"
        />
      ) : null}
    </div>
  );
}
