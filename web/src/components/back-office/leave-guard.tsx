import { messages } from '@maplestone/shared';
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  useCallback,
  useContext,
  useMemo,
  useState,
} from 'react';
import { Link, type LinkProps, useNavigate } from 'react-router';
import { ConfirmDialog } from '../form/confirm-dialog';
import { useUnsavedChangesState } from './unsaved-changes';

interface LeaveGuard {
  /** Runs `leave` at once, or once the user has agreed to discard a form's unsaved changes. */
  confirmLeave(leave: () => void): void;
  /** A link's click handler: with unsaved changes, the link waits for the user's confirmation. */
  guardLinkClick(event: MouseEvent<HTMLAnchorElement>, to: string): void;
}

const LeaveGuardContext = createContext<LeaveGuard | null>(null);

/** A click that opens a new tab or window leaves nothing behind, so it needs no confirmation. */
function opensElsewhere(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}

/**
 * Asks 'Discard unsaved changes?' before the shell's links and Logout leave a dirty form (ADR 035). Inside an
 * UnsavedChangesProvider, which knows which forms are dirty.
 */
export function LeaveGuardProvider({ children }: { children: ReactNode }) {
  const { hasUnsavedChanges, discard } = useUnsavedChangesState();
  const navigate = useNavigate();
  const [pendingLeave, setPendingLeave] = useState<(() => void) | null>(null);

  const confirmLeave = useCallback(
    (leave: () => void) => {
      if (hasUnsavedChanges()) setPendingLeave(() => leave);
      else leave();
    },
    [hasUnsavedChanges],
  );
  const guardLinkClick = useCallback(
    (event: MouseEvent<HTMLAnchorElement>, to: string) => {
      if (event.defaultPrevented || opensElsewhere(event) || !hasUnsavedChanges()) return;
      event.preventDefault();
      setPendingLeave(() => () => navigate(to));
    },
    [hasUnsavedChanges, navigate],
  );
  const value = useMemo(() => ({ confirmLeave, guardLinkClick }), [confirmLeave, guardLinkClick]);

  const text = messages.backOffice;
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      <ConfirmDialog
        open={pendingLeave !== null}
        onOpenChange={(open) => {
          if (!open) setPendingLeave(null);
        }}
        title={text.discardTitle}
        description={text.discardDescription}
        confirmLabel={text.discardConfirm}
        cancelLabel={text.keepEditing}
        onConfirm={() => {
          setPendingLeave(null);
          discard();
          pendingLeave?.();
        }}
      />
    </LeaveGuardContext.Provider>
  );
}

export function useLeaveGuard(): LeaveGuard {
  const context = useContext(LeaveGuardContext);
  if (!context) throw new Error('useLeaveGuard must be used inside a LeaveGuardProvider');
  return context;
}

/** A react-router Link that asks before leaving unsaved changes (for links in the back-office header). */
export function GuardedLink({ to, onClick, ...props }: LinkProps & { to: string }) {
  const { guardLinkClick } = useLeaveGuard();
  return (
    <Link
      to={to}
      onClick={(event) => {
        onClick?.(event);
        guardLinkClick(event, to);
      }}
      {...props}
    />
  );
}
