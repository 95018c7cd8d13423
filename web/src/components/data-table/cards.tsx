import { commonWords } from '@maplestone/shared/i18n/en/common';
import { type Column, flexRender, type Row, type Table } from '@tanstack/react-table';
import { useId } from 'react';
import { cn } from '../../lib/cn';
import { ACTIONS_COLUMN, columnLayout } from './meta';
import { type RowsViewProps, SKELETON_ROWS } from './parts';

// Below 768 px each row of a DataTable is a card (issue 35): what a phone shows of a wide table is two of its
// columns and a sideways scroll. The columns say, once, what the card makes of them (meta.card, meta.below).

/** A card's controls are a finger's size: 44 px at least (WCAG 2.5.5). */
const fingerButtons = '[&_button]:min-h-11 [&_button]:items-center';
const fingerLinks = '[&_a]:inline-flex [&_a]:min-h-11 [&_a]:items-center';

/**
 * The rows as a list of cards, named as the table would be (its label, and 'Loading…' while it loads): each
 * card's heading is the title column's cell (the column whose meta says `card: 'title'`, else the first), the
 * columns drawn under it at table widths are lines under the heading (a lead's e-mail and phone), every other
 * column a labelled line (its header, then its cell: the same cell, so inline edits and dropdowns work as in
 * the table), and the row's actions beside the heading. Skeleton cards while loading; `message` when there are no rows.
 */
export function CardList<TData>({
  table,
  label,
  loading,
  skeletonRows = SKELETON_ROWS,
  bodyHeight,
  bodyRef,
  message,
}: RowsViewProps<TData>) {
  const layout = columnLayout(table);
  const rows = table.getRowModel().rows;
  if (!loading && rows.length === 0) {
    return (
      <div className="rounded-2xl bg-white px-4 py-10 text-center text-slate-600 shadow-sm ring-1 ring-slate-200">
        {message}
      </div>
    );
  }
  return (
    <ul
      // biome-ignore lint/a11y/noRedundantRoles: Safari drops a list's role when its bullets are styled away
      role="list"
      data-cards
      ref={bodyRef}
      aria-label={loading ? `${label}, ${commonWords.loading}` : label}
      aria-busy={loading || undefined}
      className="space-y-3"
      style={loading && bodyHeight ? { height: bodyHeight, overflow: 'hidden' } : undefined}
    >
      {loading
        ? Array.from({ length: skeletonRows }, (_, index) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholder cards have no identity
              key={index}
              data-testid="skeleton-card"
              className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
            >
              <span className="block h-5 w-40 animate-pulse rounded bg-slate-200" />
              <span className="block h-4 w-56 animate-pulse rounded bg-slate-200" />
              <span className="block h-4 w-32 animate-pulse rounded bg-slate-200" />
            </li>
          ))
        : rows.map((row) => <RowCard key={row.id} row={row} layout={layout} table={table} />)}
    </ul>
  );
}

function RowCard<TData>({
  row,
  layout,
  table,
}: {
  row: Row<TData>;
  layout: ReturnType<typeof columnLayout<TData>>;
  table: Table<TData>;
}) {
  const headingId = useId();
  const cells = new Map(row.getVisibleCells().map((cell) => [cell.column.id, cell]));
  const headers = new Map(table.getFlatHeaders().map((header) => [header.column.id, header]));
  const shown = (column: Column<TData, unknown>) => column.columnDef.meta?.card !== 'hidden';
  const render = (column: Column<TData, unknown>) => {
    const cell = cells.get(column.id);
    return cell ? flexRender(column.columnDef.cell, cell.getContext()) : null;
  };
  const headerOf = (column: Column<TData, unknown>) => {
    const header = headers.get(column.id);
    return header ? flexRender(column.columnDef.header, header.getContext()) : column.id;
  };

  const content = layout.top.filter((column) => column.id !== ACTIONS_COLUMN);
  const title = content.find((column) => column.columnDef.meta?.card === 'title') ?? content[0];
  const subtitle = title ? layout.under(title.id).filter(shown) : [];
  const fields = content
    .filter((column) => column !== title)
    .flatMap((column) => [column, ...layout.under(column.id)])
    .filter(shown)
    .sort((a, b) => Number(b.columnDef.meta?.card === 'first') - Number(a.columnDef.meta?.card === 'first'));
  const actions = layout.top.find((column) => column.id === ACTIONS_COLUMN);

  return (
    <li
      aria-labelledby={title ? headingId : undefined}
      className="rounded-2xl bg-white p-4 text-sm text-slate-800 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex items-center justify-between gap-2">
        {title ? (
          <h3 id={headingId} className={cn('min-w-0 text-base font-semibold text-navy-950', fingerButtons)}>
            {render(title)}
          </h3>
        ) : null}
        {actions ? (
          <div className={cn('-mr-2 shrink-0 [&_button]:min-w-11', fingerButtons, fingerLinks)}>
            {render(actions)}
          </div>
        ) : null}
      </div>
      {subtitle.length > 0 ? (
        <div className={cn('flex flex-wrap gap-x-4 text-slate-700', fingerLinks)}>
          {subtitle.map((column) => (
            <div key={column.id} className="min-w-0 [overflow-wrap:anywhere]">
              {render(column)}
            </div>
          ))}
        </div>
      ) : null}
      {fields.length > 0 ? (
        <dl className="mt-2 space-y-2">
          {fields.map((column) => (
            <div key={column.id} className="grid grid-cols-[6.5rem_minmax(0,1fr)] items-center gap-x-3">
              <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
                {headerOf(column)}
              </dt>
              <dd
                // A cell's minimum width at table widths (a description's) must not widen the card.
                className={cn('min-w-0 [overflow-wrap:anywhere] [&_*]:min-w-0', fingerButtons, fingerLinks)}
              >
                {render(column)}
              </dd>
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}
