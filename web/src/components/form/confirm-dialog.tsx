import { Loader2 } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';
import { buttonClass } from '../ui/button';

/**
 * The confirmation every delete asks for (spec §5), and any other step that cannot be undone.
 * Radix AlertDialog: focus starts on Cancel, Escape cancels, a click outside does not confirm.
 * While `pending`, both buttons are disabled and the confirm button shows a spinner; the caller closes
 * the dialog when its call has settled. Closed, it gives the focus back to what had it when it opened (the
 * button that asked, when it is still there and enabled), else to `returnFocus()`'s element, if any: opened
 * without a Radix trigger, the dialog would otherwise leave the keyboard's focus on the page's body.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Delete',
  cancelLabel = 'Cancel',
  destructive = true,
  pending = false,
  onConfirm,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  pending?: boolean;
  onConfirm: () => void;
  /** Where the focus goes on closing when the element that opened it is gone (e.g. a removed file's field). */
  returnFocus?: () => HTMLElement | null;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (pending ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 animate-overlay-in bg-navy-950/60 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const back = opener.current;
            opener.current = null;
            if (back?.isConnected && !back.matches(':disabled')) back.focus();
            else returnFocus?.()?.focus();
          }}
          className={cn(
            'fixed top-1/2 left-1/2 z-50 w-[calc(100vw-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2',
            'animate-content-in rounded-2xl bg-white p-6 shadow-2xl ring-1 ring-black/5',
          )}
        >
          <AlertDialog.Title className="text-lg font-semibold text-navy-950">{title}</AlertDialog.Title>
          {description ? (
            <AlertDialog.Description className="mt-2 text-sm text-slate-600">
              {description}
            </AlertDialog.Description>
          ) : (
            <AlertDialog.Description className="sr-only">{title}</AlertDialog.Description>
          )}
          <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClass('outline')} disabled={pending}>
              {cancelLabel}
            </AlertDialog.Cancel>
            <button
              type="button"
              className={buttonClass(destructive ? 'accent' : 'primary')}
              disabled={pending}
              onClick={onConfirm}
            >
              {pending ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
              {confirmLabel}
            </button>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
