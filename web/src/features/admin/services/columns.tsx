import { adminMessages, type Service } from '@maplestone/shared';
import type { ColumnDef } from '../../../components/data-table';
import { formatLongDate } from '../../../lib/dates';

const t = adminMessages.services;

/** Mortgage services: name (with its image), description, feature count, created. */
export const serviceColumns: ColumnDef<Service, unknown>[] = [
  {
    accessorKey: 'name',
    header: t.columns.name,
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
    accessorKey: 'description',
    header: t.columns.description,
    enableSorting: false,
    cell: ({ row }) => (
      <span className="line-clamp-2 max-w-md text-slate-600">{row.original.description}</span>
    ),
  },
  {
    id: 'features',
    accessorFn: (service) => service.features?.length ?? 0,
    header: t.columns.features,
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <span className="whitespace-nowrap">{t.featureCount(row.original.features?.length ?? 0)}</span>
    ),
  },
  {
    accessorKey: 'created_at',
    header: t.columns.created,
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <time dateTime={row.original.created_at} className="whitespace-nowrap">
        {formatLongDate(row.original.created_at)}
      </time>
    ),
  },
];
