import { staffMessages } from '@maplestone/shared';
import { X } from 'lucide-react';
import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { SIDEBAR } from './sidebar';

/**
 * Below 768 px: the sidebar as a sheet 18rem wide sliding in from the left; Escape, its close button or
 * choosing a tab closes it. Its own chunk, so wider screens never download it.
 */
export default function SidebarSheet({
  open,
  onOpenChange,
  title,
  label,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 animate-overlay-in bg-navy-950/60" />
        <Dialog.Content
          className={cn(
            'fixed inset-y-0 left-0 z-50 flex max-w-[calc(100vw-2rem)] flex-col bg-white shadow-2xl',
            'transition-transform duration-200 ease-out starting:-translate-x-full',
          )}
          style={{ width: SIDEBAR.mobileWidth }}
        >
          <div className="flex h-14 items-center justify-between border-b border-slate-200 px-4">
            <Dialog.Title className="font-display text-base font-bold text-navy-950">{title}</Dialog.Title>
            <Dialog.Description className="sr-only">{label}</Dialog.Description>
            <Dialog.Close
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
              aria-label={staffMessages.backOffice.closeSidebar}
            >
              <X className="size-5" aria-hidden />
            </Dialog.Close>
          </div>
          <nav aria-label={label} className="flex-1 overflow-y-auto p-2">
            {children}
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
