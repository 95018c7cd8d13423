import { numberFormat, staffMessages } from '@maplestone/shared';
import { useState } from 'react';
import { formatDay } from '../../../lib/dates';

const m = staffMessages.agentAnalytics;

/** One day's page views and leads (the API's Toronto business day). */
export interface DayCounts {
  day: string;
  page_views: number;
  leads: number;
}

/**
 * The chart's figures as a table, newest day first, for screen readers and for anyone who wants the numbers.
 * Its rows are drawn once it is opened: all time is a row a day (three years: over a thousand rows), which
 * would otherwise delay the panel's first figures.
 */
export function DaysTable({ days, caption }: { days: readonly DayCounts[]; caption: string }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="mt-4 text-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer font-medium text-navy-700 hover:underline">{m.showTable}</summary>
      {open ? (
        <div className="mt-3 max-h-80 overflow-auto rounded-xl ring-1 ring-slate-200">
          <table className="w-full text-left">
            <caption className="sr-only">{caption}</caption>
            <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                <th scope="col" className="px-3 py-2">
                  {m.day}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {m.pageViews}
                </th>
                <th scope="col" className="px-3 py-2 text-right">
                  {m.leads}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {[...days].reverse().map((row) => (
                <tr key={row.day}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    <time dateTime={row.day}>{formatDay(row.day)}</time>
                  </th>
                  <td className="px-3 py-1.5 text-right tabular-nums">
                    {numberFormat().format(row.page_views)}
                  </td>
                  <td className="px-3 py-1.5 text-right tabular-nums">{numberFormat().format(row.leads)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </details>
  );
}
