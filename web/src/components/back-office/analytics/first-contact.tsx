import {
  type FirstContactSummary,
  formatBusinessMinutes,
  numberFormat,
  staffMessages,
} from '@maplestone/shared';

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
  return (
    <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-xl bg-slate-50 p-3">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd
            className={
              label === m.overdue && summary.overdue > 0
                ? 'mt-1 text-2xl font-semibold text-amber-800 tabular-nums'
                : 'mt-1 text-2xl font-semibold text-navy-950 tabular-nums'
            }
          >
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
