import { adminMessages, type Lender, lenderCategory } from '@maplestone/shared';
import type { ColumnDef, DataTableFacet } from '../../../components/data-table';
import { cn } from '../../../lib/cn';

const t = adminMessages.lenders;

/** The admin form's two type values (spec §3); the snake-case spellings read as the same two (ADR 009). */
export const ADMIN_LENDER_TYPES = ['A Lender', 'Alternate Lender'] as const;
export type AdminLenderType = (typeof ADMIN_LENDER_TYPES)[number];
export const adminLenderType = (type: string): AdminLenderType =>
  lenderCategory(type) === 'alternate_lender' ? 'Alternate Lender' : 'A Lender';

export const LENDER_FACETS: DataTableFacet[] = [
  {
    columnId: 'type',
    label: t.columns.type,
    options: ADMIN_LENDER_TYPES.map((value) => ({ value, label: value })),
  },
];

/** Lenders: logo, name, type, display order, active state. */
export const lenderColumns: ColumnDef<Lender, unknown>[] = [
  {
    id: 'logo',
    header: t.columns.logo,
    enableSorting: false,
    enableGlobalFilter: false,
    cell: ({ row }) =>
      row.original.logo_url ? (
        <img
          src={row.original.logo_url}
          alt={t.logoOf(row.original.name)}
          className="h-8 w-20 object-contain"
        />
      ) : (
        <span className="block h-8 w-20 rounded bg-slate-100" />
      ),
  },
  {
    accessorKey: 'name',
    header: t.columns.name,
    // The name heads the card below 768 px, the logo a line of it (issue 35).
    meta: { card: 'title' },
    cell: ({ row }) => <span className="font-semibold text-navy-900">{row.original.name}</span>,
  },
  {
    id: 'type',
    accessorFn: (lender) => adminLenderType(lender.type),
    header: t.columns.type,
    enableGlobalFilter: false,
  },
  {
    accessorKey: 'display_order',
    header: t.columns.order,
    enableGlobalFilter: false,
    cell: ({ row }) => <span className="tabular-nums">{row.original.display_order}</span>,
  },
  {
    accessorKey: 'is_active',
    header: t.columns.status,
    enableGlobalFilter: false,
    cell: ({ row }) => (
      <span
        className={cn(
          'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold',
          row.original.is_active ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700',
        )}
      >
        {row.original.is_active ? t.active : t.inactive}
      </span>
    ),
  },
];
