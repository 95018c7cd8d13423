import { brand } from '@maplestone/shared';
import { cn } from '../../lib/cn';

/** The maple leaf mark. */
export function LeafMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden focusable="false">
      <rect width="32" height="32" rx="8" className="fill-navy-800" />
      <path
        className="fill-maple-500"
        d="M16 5.5l1.6 3.3 1.9-.9-.5 4.6 2.6-2.4.6 1.6 2.7-.5-.8 2.9 1.4.8-4 3.3.6 1.5-4.3-.5.2 5.3h-1.6l.2-5.3-4.3.5.6-1.5-4-3.3 1.4-.8-.8-2.9 2.7.5.6-1.6 2.6 2.4-.5-4.6 1.9.9z"
      />
    </svg>
  );
}

/** The wordmark: leaf and name. */
export function Logo({ className, inverted }: { className?: string; inverted?: boolean }) {
  const [first, ...rest] = brand.name.split(' ');
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LeafMark className="size-9 shrink-0" />
      <span className="flex flex-col leading-none">
        <span
          className={cn(
            'font-display text-xl font-bold tracking-tight',
            inverted ? 'text-white' : 'text-navy-950',
          )}
        >
          {first}
        </span>{' '}
        <span
          className={cn(
            'mt-0.5 text-[10px] font-semibold tracking-[0.22em] uppercase',
            inverted ? 'text-navy-200' : 'text-slate-500',
          )}
        >
          {rest.join(' ')}
        </span>
      </span>
    </span>
  );
}
