import { adminMessages, staffMessages } from '@maplestone/shared';
import { statusPillClass } from '../../../components/back-office/status-pill';
import { type ColumnDef, createdAtColumn, type DataTableFacet } from '../../../components/data-table';
import { cn } from '../../../lib/cn';
import { RatingStars } from '../back-office/rating-stars';
import { type AdminTestimonial, isAgentTestimonial } from './api';

const m = staffMessages.testimonials;
const a = adminMessages.testimonials;

const statusOf = (row: AdminTestimonial) => (row.is_approved ? m.approved : m.pending);
const sourceOf = (row: AdminTestimonial) => (isAgentTestimonial(row) ? a.sources.agent : a.sources.admin);
const authorOf = (row: AdminTestimonial) =>
  (isAgentTestimonial(row) ? row.agent_name : row.admin_name) ?? a.unknownAuthor;

const badgeClass = (approved: boolean) => statusPillClass(approved ? 'on' : 'waiting', 'whitespace-nowrap');

/**
 * The testimonials table: client, who it is from (the agent, or the admin who wrote it), rating, words,
 * date and state. An agent's testimonial's state is its approval switch; an admin-authored one is
 * approved and has no switch (spec §4).
 */
export function testimonialColumns(
  onApprove: (row: AdminTestimonial, approved: boolean) => void,
): ColumnDef<AdminTestimonial, unknown>[] {
  return [
    {
      accessorKey: 'client_name',
      header: a.columns.client,
      cell: ({ row }) => <span className="font-semibold text-navy-950">{row.original.client_name}</span>,
    },
    {
      id: 'from',
      accessorFn: authorOf,
      header: a.columns.from,
      cell: ({ row }) => (
        <span className="flex flex-col">
          <span>{authorOf(row.original)}</span>
          <span className="text-xs text-slate-600">{sourceOf(row.original)}</span>
        </span>
      ),
    },
    {
      accessorKey: 'rating',
      header: a.columns.rating,
      enableGlobalFilter: false,
      cell: ({ row }) => <RatingStars rating={row.original.rating} />,
    },
    {
      accessorKey: 'content',
      header: a.columns.content,
      enableSorting: false,
      cell: ({ row }) => (
        <p className="line-clamp-3 max-w-md min-w-60 text-slate-700">{row.original.content}</p>
      ),
    },
    createdAtColumn(a.columns.date),
    {
      id: 'status',
      accessorFn: statusOf,
      header: a.columns.status,
      enableGlobalFilter: false,
      cell: ({ row }) => {
        const testimonial = row.original;
        const approved = testimonial.is_approved;
        if (!isAgentTestimonial(testimonial)) return <span className={badgeClass(true)}>{m.approved}</span>;
        return (
          <button
            type="button"
            role="switch"
            aria-checked={approved}
            aria-label={a.approveLabel(testimonial.client_name)}
            onClick={() => onApprove(testimonial, !approved)}
            className={cn(
              badgeClass(approved),
              'cursor-pointer hover:brightness-95 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500',
            )}
          >
            {statusOf(testimonial)}
          </button>
        );
      },
    },
  ];
}

/**
 * The list's one filter (issue 33): the agents' testimonials awaiting approval (the API's review queue, oldest
 * first), or every one.
 */
export const testimonialFacets: DataTableFacet[] = [
  { columnId: 'status', label: a.columns.status, options: [{ value: 'pending', label: m.pending }] },
];
