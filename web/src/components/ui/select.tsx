import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import { inputClass } from './input';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectProps {
  id?: string;
  value: string;
  onValueChange: (value: string) => void;
  options: readonly SelectOption[];
  placeholder?: string;
  /** Set by the <SelectField> wrapping the Select (its hint and error). */
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
  /** Accessible name when there is no <label for>. */
  ariaLabel?: string;
  className?: string;
  disabled?: boolean;
  name?: string;
}

/**
 * A single choice from a list, as a styled native <select>: the phone's own picker on mobile, full
 * keyboard and screen reader support everywhere, and no JavaScript to download (ADR 021).
 */
export function Select({
  id,
  value,
  onValueChange,
  options,
  placeholder,
  ariaLabel,
  className,
  disabled,
  name,
  'aria-describedby': describedBy,
  'aria-invalid': invalid,
}: SelectProps) {
  return (
    <div className={cn('relative', className)}>
      <select
        id={id}
        name={name}
        value={value}
        disabled={disabled}
        aria-label={ariaLabel}
        aria-describedby={describedBy}
        aria-invalid={invalid}
        onChange={(event) => onValueChange(event.target.value)}
        className={cn(inputClass, 'cursor-pointer appearance-none pr-10')}
      >
        {placeholder && !options.some((o) => o.value === value) ? (
          <option value={value} disabled>
            {placeholder}
          </option>
        ) : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden
      />
    </div>
  );
}
