import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useWords } from '../../lib/i18n';

/** The bots' trap on every public lead form: a field people never see or fill (ADR 008). */
export function Honeypot({ field }: { field: UseFormRegisterReturn }) {
  const w = useWords('widgets', widgetsWords);
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
      <label>
        {w.website}
        <input tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
