import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';

/**
 * A back-office panel's heading (h2) or a section's (h3), with its lead; `children` (the panel's main
 * button) sit beside it from the small breakpoint up. The id is for the section's aria-labelledby.
 */
export function PanelHeading({
  id,
  title,
  lead,
  level = 2,
  children,
}: {
  id: string;
  title: ReactNode;
  lead?: ReactNode;
  level?: 2 | 3;
  children?: ReactNode;
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const heading = (
    <div>
      <Heading
        id={id}
        className={
          level === 2 ? 'text-xl font-semibold text-navy-950' : 'text-lg font-semibold text-navy-950'
        }
      >
        {title}
      </Heading>
      {lead ? <p className="mt-1 text-sm text-slate-600">{lead}</p> : null}
    </div>
  );
  if (!children) return heading;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      {heading}
      {children}
    </div>
  );
}

/** A panel's Add button beside its heading ('Add Product', 'New Post'): opens the form for a new one. */
export function AddButton({ onClick, children }: { onClick: () => void; children: ReactNode }) {
  return (
    <Button onClick={onClick} className="shrink-0">
      <Plus className="size-4" aria-hidden />
      {children}
    </Button>
  );
}
