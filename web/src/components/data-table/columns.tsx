import type { ColumnDef } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { formatLongDate, formatShortDate } from '../../lib/dates';

/**
 * The back office's column for when a row was made (created_at, 'January 5, 2026', or 'Jan 5, 2026' where
 * `short`: a wide table's): sortable ('newest first' in the cards' sort select), not searched.
 */
export function createdAtColumn<T extends { created_at: string }>(
  header: string,
  { short = false }: { short?: boolean } = {},
): ColumnDef<T, unknown> {
  return {
    accessorKey: 'created_at',
    header,
    enableGlobalFilter: false,
    meta: { sortWords: 'date' },
    cell: ({ row }) => (
      <time
        dateTime={row.original.created_at}
        title={short ? formatLongDate(row.original.created_at) : undefined}
        className="whitespace-nowrap"
      >
        {(short ? formatShortDate : formatLongDate)(row.original.created_at)}
      </time>
    ),
  };
}

/** A catalogue entry's name, with its image (when it has one) before it and its `badge` (No French) after it. */
export function nameWithImageColumn<T extends { name: string; image_url?: string | null }>(
  header: string,
  badge?: (row: T) => ReactNode,
): ColumnDef<T, unknown> {
  return {
    accessorKey: 'name',
    header,
    cell: ({ row }) => (
      <span className="flex items-center gap-3">
        {row.original.image_url ? (
          <img src={row.original.image_url} alt="" className="size-10 shrink-0 rounded-md object-cover" />
        ) : null}
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-navy-900">{row.original.name}</span>
          {badge?.(row.original)}
        </span>
      </span>
    ),
  };
}

/** A description cut to two lines; searched, but not sorted by. */
export function descriptionColumn<T extends { description?: string | null }>(
  header: string,
): ColumnDef<T, unknown> {
  return {
    accessorKey: 'description',
    header,
    enableSorting: false,
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-md text-slate-600">{row.original.description}</span>
    ),
  };
}
