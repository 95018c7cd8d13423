import { adminMessages, formatCad, type Product } from '@maplestone/shared';
import type { ColumnDef } from '../../../components/data-table';
import { formatLongDate } from '../../../lib/dates';

const t = adminMessages.products.columns;

/** Products: name (with its image), price with 2 decimals (spec §9), description, created. */
export const productColumns: ColumnDef<Product, unknown>[] = [
  {
    accessorKey: 'name',
    header: t.name,
    cell: ({ row }) => (
      <span className="flex items-center gap-3">
        {row.original.image_url ? (
          <img src={row.original.image_url} alt="" className="size-10 shrink-0 rounded-md object-cover" />
        ) : null}
        <span className="font-semibold text-navy-900">{row.original.name}</span>
      </span>
    ),
  },
  {
    accessorKey: 'price',
    header: t.price,
    enableGlobalFilter: false,
    sortUndefined: 'last',
    cell: ({ row }) =>
      row.original.price === null ? (
        <span className="text-slate-500">{adminMessages.products.noPrice}</span>
      ) : (
        <span className="tabular-nums">{formatCad(row.original.price)}</span>
      ),
  },
  {
    accessorKey: 'description',
    header: t.description,
    enableSorting: false,
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-md text-slate-600">{row.original.description}</span>
    ),
  },
  {
    accessorKey: 'created_at',
    header: t.created,
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <time dateTime={row.original.created_at} className="whitespace-nowrap">
        {formatLongDate(row.original.created_at)}
      </time>
    ),
  },
];
