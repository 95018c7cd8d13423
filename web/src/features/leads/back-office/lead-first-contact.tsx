import {
  dateTimeFormat,
  type FirstContactFields,
  firstContactMinutes,
  formatBusinessMinutes,
  isFirstContactOverdue,
  staffMessages,
} from '@maplestone/shared';
import { AlertTriangle } from 'lucide-react';

const fc = staffMessages.leads.firstContact;
const when: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/**
 * Time to first contact (issue 17), beside the lead's status: how long it took, in business hours, and
 * when; a warning, in words, once a `new` lead has waited a business hour; 'Not contacted yet' before.
 * Nothing for a lead that left `new` before first contact was recorded.
 */
export function FirstContact({ lead }: { lead: FirstContactFields }) {
  const minutes = firstContactMinutes(lead);
  const overdue = isFirstContactOverdue(lead);
  if (minutes === null && lead.status !== 'new') return null;
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
      <span className="font-medium text-slate-800">{fc.label}</span>
      {minutes !== null && lead.first_contacted_at ? (
        <>
          <span className="text-slate-700">{fc.after(formatBusinessMinutes(minutes))}</span>
          <time dateTime={lead.first_contacted_at} className="text-slate-600">
            ({dateTimeFormat(when).format(new Date(lead.first_contacted_at))})
          </time>
        </>
      ) : overdue ? (
        <span className="inline-flex items-center gap-1.5 rounded-md bg-amber-50 px-2 py-1 font-semibold text-amber-900 ring-1 ring-amber-300">
          <AlertTriangle className="size-4 shrink-0" aria-hidden />
          {fc.overdue}
        </span>
      ) : (
        <span className="text-slate-700">{fc.waiting}</span>
      )}
    </p>
  );
}

/** The table's compact mark on a lead still `new` after a business hour; the full sentence for screen readers and on hover. */
export function OverdueBadge({ lead }: { lead: FirstContactFields }) {
  if (!isFirstContactOverdue(lead)) return null;
  return (
    <span
      title={fc.overdue}
      // relative: the sr-only sentence (absolute) stays inside the table's scroll area, not past the page's edge.
      className="relative inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-semibold whitespace-nowrap text-amber-900 ring-1 ring-amber-300 ring-inset"
    >
      <AlertTriangle className="size-3.5" aria-hidden />
      <span aria-hidden>{fc.overdueShort}</span>
      <span className="sr-only">{fc.overdue}</span>
    </span>
  );
}
