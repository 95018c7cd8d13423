import { formatPhone, type LeadListRow, staffMessages, telHref, UNASSIGNED_AGENT } from '@maplestone/shared';
import { type ColumnDef, createdAtColumn, type DataTableFacet } from '../../../components/data-table';
import { DuplicateBadge } from './lead-duplicates';
import { FileStageBadge } from './lead-file-stage';
import { OverdueBadge } from './lead-first-contact';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadStatusSelect, type LeadStatusUpdate } from './lead-status-select';

const m = staffMessages.leads;
const linkClass = 'text-navy-700 underline-offset-4 hover:underline';

/**
 * The client's e-mail or phone as a link that writes or calls (nothing when the lead has none), shown as
 * `show` writes it, under the client's name; not sortable.
 */
function contactColumn(
  key: 'client_email' | 'client_phone',
  header: string,
  href: (value: string) => string,
  className: string,
  show: (value: string) => string = (value) => value,
): ColumnDef<LeadListRow, unknown> {
  return {
    accessorKey: key,
    header,
    enableSorting: false,
    meta: { below: 'client_name' },
    cell: ({ row }) => {
      const value = row.original[key];
      return value ? (
        <a href={href(value)} className={className}>
          {show(value)}
        </a>
      ) : null;
    },
  };
}

/**
 * The leads table's columns (a page's rows: leads without their transcript); the name opens the lead's
 * detail. The admin's table adds the agent's name (`withAgent`) and a status dropdown per row
 * (`statusUpdate`); the agent's shows the status badge. Either way, a lead still `new` after a business hour
 * is marked Overdue beside its status, and a lead with a borrower file shows the file's stage there, linking to the
 * file (issue 38). Only the received date sorts (the API's order: newest or oldest).
 * So that every column fits at 1280 px (issue 35), the e-mail and phone are drawn under the name and the
 * source under the type, and the date is short ('Nov 21, 2026'); below 768 px the name heads each card.
 */
export function leadColumns({
  openLead,
  withAgent = false,
  statusUpdate,
}: {
  openLead: (id: string) => void;
  withAgent?: boolean;
  statusUpdate?: LeadStatusUpdate;
}): ColumnDef<LeadListRow, unknown>[] {
  const agent: ColumnDef<LeadListRow, unknown>[] = withAgent
    ? [
        {
          id: 'agent',
          header: m.columns.agent,
          meta: { className: 'min-w-28' },
          cell: ({ row }) =>
            row.original.agent_name ?? <span className="text-slate-500">{m.unassigned}</span>,
        },
      ]
    : [];
  return [
    {
      accessorKey: 'client_name',
      header: m.columns.name,
      meta: { card: 'title', className: 'min-w-48' },
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
    ...agent,
    contactColumn(
      'client_email',
      m.columns.email,
      (email) => `mailto:${email}`,
      `${linkClass} [overflow-wrap:anywhere]`,
    ),
    contactColumn('client_phone', m.columns.phone, telHref, `${linkClass} whitespace-nowrap`, formatPhone),
    {
      accessorKey: 'type',
      header: m.columns.type,
      enableGlobalFilter: false,
      meta: { className: 'min-w-36' },
      cell: ({ row }) => m.typeLabels[row.original.type],
    },
    {
      accessorKey: 'source',
      header: m.columns.source,
      enableGlobalFilter: false,
      meta: { below: 'type' },
      cell: ({ row }) => m.sourceLabels[row.original.source],
    },
    createdAtColumn(m.columns.date, { short: true }),
    {
      accessorKey: 'status',
      header: m.columns.status,
      enableGlobalFilter: false,
      meta: { card: 'first' },
      cell: ({ row }) => (
        <span className="flex flex-wrap items-center gap-2">
          {statusUpdate ? (
            <LeadStatusSelect
              leadId={row.original.id}
              status={row.original.status}
              update={statusUpdate}
              ariaLabel={m.statusOf(row.original.client_name)}
            />
          ) : (
            <LeadStatusBadge status={row.original.status} />
          )}
          <OverdueBadge lead={row.original} />
          <DuplicateBadge lead={row.original} />
          <FileStageBadge lead={row.original} />
        </span>
      ),
    },
  ];
}

const options = (labels: Record<string, string>) =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

/** Filters by status and type, sent to the API and kept in the URL with the rest of the table's state. */
export const LEAD_FACETS: DataTableFacet[] = [
  { columnId: 'status', label: m.columns.status, options: options(m.statusLabels) },
  { columnId: 'type', label: m.columns.type, options: options(m.typeLabels) },
];

/**
 * The admin's further filters: source, and agent, offered from the agents themselves (by name, 'Unassigned'
 * last), never from the rows a page holds.
 */
export function adminLeadFacets(
  agents: readonly { id: string; name: string }[] | undefined,
): DataTableFacet[] {
  const agentOptions = (agents ?? [])
    .map((agent) => ({ value: agent.id, label: agent.name }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en-CA'));
  agentOptions.push({ value: UNASSIGNED_AGENT, label: m.unassigned });
  return [
    ...LEAD_FACETS,
    { columnId: 'source', label: m.columns.source, options: options(m.sourceLabels) },
    { columnId: 'agent', label: m.columns.agent, options: agentOptions },
  ];
}
