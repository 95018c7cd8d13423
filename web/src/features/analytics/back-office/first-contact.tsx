import {
  type FirstContactSummary,
  formatBusinessMinutes,
  numberFormat,
  staffMessages,
} from '@maplestone/shared';
import { cn } from '../../../lib/cn';

const m = staffMessages.agentAnalytics.firstContact;

/** A median in business time, or the words for none. */
export function medianText(summary: Pick<FirstContactSummary, 'median_minutes'>): string {
  return summary.median_minutes === null ? m.noneContacted : formatBusinessMinutes(summary.median_minutes);
}

/**
 * Time to first contact over some leads (issue 17): the median of those contacted, in business hours,
 * how many were contacted, and how many new leads wait past a business hour (the figure to act on).
 */
export function FirstContactFigures({ summary }: { summary: FirstContactSummary }) {
  const figures = [
    [m.median, medianText(summary)],
    [m.contacted, numberFormat().format(summary.contacted)],
    [m.overdue, numberFormat().format(summary.overdue)],
  ] as const;
  // Three across only where the card is wide enough (it is half the page on a desktop, all of it on a phone).
  return (
    <div className="@container">
      <dl className="grid grid-cols-1 gap-3 @md:grid-cols-3">
        {figures.map(([label, value]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd
              className={cn(
                'mt-1 font-semibold tabular-nums',
                label === m.median && summary.median_minutes === null ? 'text-base' : 'text-2xl',
                label === m.overdue && summary.overdue > 0 ? 'text-amber-800' : 'text-navy-950',
              )}
            >
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
