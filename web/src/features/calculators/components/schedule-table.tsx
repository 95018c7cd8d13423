import type { AmortizationSchedule } from '@maplestone/shared';
import { calculatorsMortgageWords } from '@maplestone/shared/i18n/en/calculators';
import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';

// From the small breakpoint (640 px) the schedule has its five columns. Below it they do not fit (a phone's
// 375 px hid the interest and the balance behind a sideways scroll: issue 35), so each year is a two-line row
// of three columns: the payments under the year, the interest under the principal, the balance. CSS alone
// chooses, so the prerendered page and the hydrated one are the same; what one width hides is display:none
// (out of the accessibility tree too), so each figure is read once.

/** A column the narrow schedule draws under another's. */
const wideOnly = 'hidden sm:table-cell';
const cell = 'px-1.5 sm:px-4';
const first = 'pl-3 pr-1.5 sm:px-4';
const last = 'pl-1.5 pr-3 sm:px-4';

/** The second line of a narrow row or header: the column drawn here below 640 px. */
function Under({ children }: { children: ReactNode }) {
  return (
    <span className="block text-xs font-normal text-slate-600 sm:hidden">
      <span className="sr-only">, </span>
      {children}
    </span>
  );
}

/** The mortgage calculator's yearly schedule: payments, principal, interest and ending balance, with totals. */
export function ScheduleTable({ schedule }: { schedule: AmortizationSchedule }) {
  const t = useWords('calculators', 'mortgage', calculatorsMortgageWords);
  const f = useFormat();
  return (
    <table className="w-full text-right text-[13px] tabular-nums sm:text-sm">
      <caption className="sr-only">{t.scheduleCaption}</caption>
      <thead className="sticky top-0 bg-slate-100 text-xs font-semibold text-slate-600 uppercase sm:tracking-wide">
        <tr>
          <th scope="col" className={cn('py-3 text-left align-bottom', first)}>
            {t.columns.year}
            <Under>{t.columns.payments}</Under>
          </th>
          <th scope="col" className={cn('py-3 align-bottom', cell, wideOnly)}>
            {t.columns.payments}
          </th>
          <th scope="col" className={cn('py-3 align-bottom', cell)}>
            {t.columns.principal}
            <Under>{t.columns.interest}</Under>
          </th>
          <th scope="col" className={cn('py-3 align-bottom', cell, wideOnly)}>
            {t.columns.interest}
          </th>
          <th scope="col" className={cn('py-3 align-bottom', last)}>
            {t.columns.endingBalance}
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {schedule.rows.map((row) => (
          <tr key={row.year} className="odd:bg-white even:bg-slate-50/60">
            <th scope="row" className={cn('py-2.5 text-left font-medium text-slate-800', first)}>
              {row.year}
              <Under>{row.payments}</Under>
            </th>
            <td className={cn('py-2.5 text-slate-600', cell, wideOnly)}>{row.payments}</td>
            <td className={cn('py-2.5 text-slate-800', cell)}>
              {f.money(row.principal)}
              <Under>{f.money(row.interest)}</Under>
            </td>
            <td className={cn('py-2.5 text-slate-800', cell, wideOnly)}>{f.money(row.interest)}</td>
            <td className={cn('py-2.5 font-medium text-navy-950', last)}>{f.money(row.endingBalance)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot className="bg-navy-50 font-semibold text-navy-950">
        <tr>
          <th scope="row" className={cn('py-3 text-left', first)}>
            {t.total}
            <Under>{schedule.totals.payments}</Under>
          </th>
          <td className={cn('py-3', cell, wideOnly)}>{schedule.totals.payments}</td>
          <td className={cn('py-3', cell)}>
            {f.money(schedule.totals.principal)}
            <Under>{f.money(schedule.totals.interest)}</Under>
          </td>
          <td className={cn('py-3', cell, wideOnly)}>{f.money(schedule.totals.interest)}</td>
          <td className={cn('py-3', last)}>{f.money(0)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
