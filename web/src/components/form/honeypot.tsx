import type { UseFormRegisterReturn } from 'react-hook-form';

/** The bots' trap on every public lead form: a field people never see or fill (ADR 008). */
export function Honeypot({ field }: { field: UseFormRegisterReturn }) {
  return (
    <div className="absolute -left-[9999px] h-px w-px overflow-hidden" aria-hidden>
      <label>
        Website
        <input tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
