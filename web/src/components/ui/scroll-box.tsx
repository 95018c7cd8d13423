import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

/**
 * A wide table's own scroll (sideways on a phone), reachable by keyboard: a named region that takes
 * focus, so arrow keys scroll it (axe: scrollable-region-focusable; a table has nothing else to focus).
 */
export function ScrollBox({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must take focus (axe scrollable-region-focusable)
      tabIndex={0}
      className={cn(
        'overflow-x-auto rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-600',
        className,
      )}
    >
      {children}
    </section>
  );
}
