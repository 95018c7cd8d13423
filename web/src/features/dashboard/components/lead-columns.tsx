import { type Lead, messages, telHref } from '@maplestone/shared';
import type { ColumnDef, DataTableFacet } from '../../../components/data-table';
import { formatLongDate } from '../../../lib/dates';
import { LeadStatusBadge } from './lead-status-badge';

const m = messages.leads;
const linkClass = 'text-navy-700 underline-offset-4 hover:underline';
const none = <span className="text-slate-400">—</span>;

/** The leads table's columns; the name opens the lead's detail. */
export function leadColumns(openLead: (id: string) => void): ColumnDef<Lead, unknown>[] {
  return [
    {
      accessorKey: 'client_name',
      header: m.columns.name,
      cell: ({ row }) => (
        <button
          type="button"
          onClick={() => openLead(row.original.id)}
          aria-label={m.viewDetails(row.original.client_name)}
          className="rounded text-left font-semibold text-navy-900 underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-navy-500"
        >
          {row.original.client_name}
        </button>
      ),
    },
    {
      accessorKey: 'client_email',
      header: m.columns.email,
      enableSorting: false,
      cell: ({ row }) => {
        const email = row.original.client_email;
        return email ? (
          <a href={`mailto:${email}`} className={linkClass}>
            {email}
          </a>
        ) : (
          none
        );
      },
    },
    {
      accessorKey: 'client_phone',
      header: m.columns.phone,
      enableSorting: false,
      cell: ({ row }) => {
        const phone = row.original.client_phone;
        return phone ? (
          <a href={telHref(phone)} className={`${linkClass} whitespace-nowrap`}>
            {phone}
          </a>
        ) : (
          none
        );
      },
    },
    {
      accessorKey: 'type',
      header: m.columns.type,
      enableGlobalFilter: false,
      cell: ({ row }) => m.typeLabels[row.original.type],
    },
    {
      accessorKey: 'source',
      header: m.columns.source,
      enableGlobalFilter: false,
      cell: ({ row }) => m.sourceLabels[row.original.source],
    },
    {
      accessorKey: 'created_at',
      header: m.columns.date,
      enableGlobalFilter: false,
      cell: ({ row }) => (
        <time dateTime={row.original.created_at} className="whitespace-nowrap">
          {formatLongDate(row.original.created_at)}
        </time>
      ),
    },
    {
      accessorKey: 'status',
      header: m.columns.status,
      enableGlobalFilter: false,
      cell: ({ row }) => <LeadStatusBadge status={row.original.status} />,
    },
  ];
}

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Filters by status and type, kept in the URL with the rest of the table's state. */
export const LEAD_FACETS: DataTableFacet[] = [
  { columnId: 'status', label: m.columns.status, options: options(m.statusLabels) },
  { columnId: 'type', label: m.columns.type, options: options(m.typeLabels) },
];
