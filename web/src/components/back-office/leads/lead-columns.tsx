import { formatPhone, type LeadListRow, staffMessages, telHref, UNASSIGNED_AGENT } from '@maplestone/shared';
import { type ColumnDef, createdAtColumn, type DataTableFacet } from '../../data-table';
import { DuplicateBadge } from './lead-duplicates';
import { OverdueBadge } from './lead-first-contact';
import { LeadStatusBadge } from './lead-status-badge';
import { LeadStatusSelect, type LeadStatusUpdate } from './lead-status-select';

const m = staffMessages.leads;
const linkClass = 'text-navy-700 underline-offset-4 hover:underline';
const none = <span className="text-slate-400">—</span>;

/**
 * The client's e-mail or phone as a link that writes or calls ('—' when the lead has none), shown as `show`
 * writes it; not sortable.
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
    cell: ({ row }) => {
      const value = row.original[key];
      return value ? (
        <a href={href(value)} className={className}>
          {show(value)}
        </a>
      ) : (
        none
      );
    },
  };
}

/**
 * The leads table's columns (a page's rows: leads without their transcript); the name opens the lead's
 * detail. The admin's table adds the agent's name (`withAgent`) and a status dropdown per row
 * (`statusUpdate`); the agent's shows the status badge. Either way, a lead still `new` after a business hour
 * is marked Overdue beside its status. Only the received date sorts (the API's order: newest or oldest).
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
          cell: ({ row }) =>
            row.original.agent_name ?? <span className="text-slate-500">{m.unassigned}</span>,
        },
      ]
    : [];
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
    ...agent,
    contactColumn('client_email', m.columns.email, (email) => `mailto:${email}`, linkClass),
    contactColumn('client_phone', m.columns.phone, telHref, `${linkClass} whitespace-nowrap`, formatPhone),
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
    createdAtColumn(m.columns.date),
    {
      accessorKey: 'status',
      header: m.columns.status,
      enableGlobalFilter: false,
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
