import { initials } from '@maplestone/shared';
import { cn } from '../../../lib/cn';

/** The author's initials and name, as a pill. */
export function AuthorBadge({ name, className }: { name: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-2 rounded-full bg-navy-50 py-1 pr-3 pl-1 text-sm font-medium text-navy-900 ring-1 ring-navy-100',
        className,
      )}
      data-testid="author-badge"
    >
      <span
        className="flex size-6 items-center justify-center rounded-full bg-navy-800 text-[10px] font-semibold text-white"
        aria-hidden
      >
        {initials(name)}
      </span>
      {name}
    </span>
  );
}
