import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * A button whose action takes a while (a submit, an export, a scrape, the next page): while `busy` it is
 * disabled and aria-busy, a spinner stands in for its `icon`, and `busyLabel` (when given) for its words.
 */
export function BusyButton({
  busy,
  busyLabel,
  icon,
  children,
  disabled,
  ...props
}: ComponentProps<typeof Button> & { busy: boolean; busyLabel?: ReactNode; icon?: ReactNode }) {
  return (
    <Button disabled={busy || disabled} aria-busy={busy || undefined} {...props}>
      {busy ? <Loader2 className="size-4 animate-spin" aria-hidden /> : icon}
      {busy && busyLabel ? busyLabel : children}
    </Button>
  );
}
