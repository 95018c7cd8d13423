import { adminMessages } from '@maplestone/shared';
import { useSearchParams } from 'react-router';
import { cn } from '../../lib/cn';
import { inputClass } from '../ui/input';

const m = adminMessages.leads;
/** A YYYY-MM-DD day from the URL, or '' for anything else (a hand-edited URL filters nothing). */
const day = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : '');

/**
 * The received-date range, in the URL beside the table's own state (`<prefix>_from`, `<prefix>_to`): Toronto
 * days, both included, which the list's API applies. A change goes back to the table's first page.
 */
export function useDateRange(prefix: string) {
  const [params, setParams] = useSearchParams();
  const from = day(params.get(`${prefix}_from`));
  const to = day(params.get(`${prefix}_to`));
  const set = (entries: { from?: string; to?: string }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(entries)) {
          if (value) next.set(`${prefix}_${name}`, value);
          else next.delete(`${prefix}_${name}`);
        }
        next.delete(`${prefix}_page`);
        next.delete(`${prefix}_cursor`);
        return next;
      },
      { replace: true },
    );
  return { from, to, set, active: from !== '' || to !== '' };
}

/**
 * Two date inputs, each with its visible label ('Received from/to' unless `labels` names others); `from`
 * cannot be after `to` in the pickers.
 */
export function DateRangeFields({
  range,
  labels = m,
}: {
  range: ReturnType<typeof useDateRange>;
  labels?: { from: string; to: string };
}) {
  return (
    <>
      {(['from', 'to'] as const).map((name) => (
        <label key={name} className="flex flex-col gap-1 text-sm font-medium text-slate-700">
          {labels[name]}
          <input
            type="date"
            value={range[name]}
            min={name === 'to' ? range.from || undefined : undefined}
            max={name === 'from' ? range.to || undefined : undefined}
            onChange={(event) => range.set({ [name]: event.target.value })}
            className={cn(inputClass, 'h-10 sm:w-44')}
          />
        </label>
      ))}
    </>
  );
}
