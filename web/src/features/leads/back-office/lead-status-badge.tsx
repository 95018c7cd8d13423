import { type LeadStatus, staffMessages } from '@maplestone/shared';
import { cn } from '../../../lib/cn';

/** 'new' in the secondary (grey) style, as the spec shows it; the other statuses in their own colours. */
const STATUS_STYLES: Record<LeadStatus, string> = {
  new: 'bg-slate-100 text-slate-700 ring-slate-200',
  contacted: 'bg-navy-50 text-navy-800 ring-navy-200',
  qualified: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  closed: 'bg-navy-800 text-white ring-navy-800',
};

export function LeadStatusBadge({ status }: { status: LeadStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        STATUS_STYLES[status],
      )}
    >
      {staffMessages.leads.statusLabels[status]}
    </span>
  );
}
