import { widgetsWords } from '@maplestone/shared/i18n/en/widgets';
import { X } from 'lucide-react';
import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { useWords } from '../../lib/i18n';

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Tailwind max-width class. */
  width?: string;
}

/** A modal dialog: focus trapped, Escape and the close button close it, title and description announced. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  width = 'max-w-md',
}: DialogProps) {
  const w = useWords('widgets', widgetsWords);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 animate-overlay-in bg-navy-950/60 backdrop-blur-[2px]" />
        <RadixDialog.Content
          className={cn(
            'fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-1.5rem)] -translate-x-1/2 -translate-y-1/2',
            'animate-content-in overflow-y-auto rounded-2xl bg-white shadow-2xl ring-1 ring-black/5',
            width,
          )}
        >
          <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-slate-100 bg-white px-6 pt-6 pb-4">
            <div>
              <RadixDialog.Title className="text-xl font-semibold text-navy-950">{title}</RadixDialog.Title>
              {description ? (
                <RadixDialog.Description className="mt-1 text-sm text-slate-600">
                  {description}
                </RadixDialog.Description>
              ) : (
                <RadixDialog.Description className="sr-only">{title}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              className="-mt-1 -mr-2 rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800"
              aria-label={w.close}
            >
              <X className="size-5" aria-hidden />
            </RadixDialog.Close>
          </div>
          <div className="px-6 pt-4 pb-6">{children}</div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
