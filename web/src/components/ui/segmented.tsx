import { useId } from 'react';
import { cn } from '../../lib/cn';

interface SegmentedProps<T extends string> {
  value: T;
  onValueChange: (value: T) => void;
  options: readonly { value: T; label: string }[];
  ariaLabel: string;
  className?: string;
}

/**
 * A single choice shown as segments (Fixed / Variable, Monthly / Bi-weekly): native radio buttons,
 * so Tab reaches the group and the arrow keys move the choice, with no script.
 */
export function Segmented<T extends string>({
  value,
  onValueChange,
  options,
  ariaLabel,
  className,
}: SegmentedProps<T>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={ariaLabel}
      className={cn('inline-flex rounded-xl bg-slate-100 p-1 ring-1 ring-slate-200', className)}
    >
      {options.map((option) => (
        <label key={option.value} className="relative min-w-20 flex-1 cursor-pointer">
          <input
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            onChange={() => onValueChange(option.value)}
            className="peer sr-only"
          />
          <span
            className={cn(
              'block rounded-lg px-3 py-2 text-center text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors',
              'peer-checked:bg-white peer-checked:text-navy-900 peer-checked:shadow-sm hover:text-navy-900',
              'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-navy-500',
            )}
          >
            {option.label}
          </span>
        </label>
      ))}
    </div>
  );
}
