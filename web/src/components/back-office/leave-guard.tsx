import { staffMessages } from '@maplestone/shared';
import {
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { Link, type LinkProps, useLocation, useNavigate } from 'react-router';
import { useUnsavedChangesState } from './unsaved-changes';

// Off the first load (a dashboard tab's budget): fetched when the browser is idle, shown when first needed.
const loadConfirmDialog = () => import('../form/confirm-dialog').then((m) => ({ default: m.ConfirmDialog }));
const ConfirmDialog = lazy(loadConfirmDialog);

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
  const { pathname } = useLocation();
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
      // A link to the page already showing leaves nothing behind either.
      if (event.defaultPrevented || opensElsewhere(event) || to === pathname || !hasUnsavedChanges()) return;
      event.preventDefault();
      setPendingLeave(() => () => navigate(to));
    },
    [hasUnsavedChanges, navigate, pathname],
  );
  const value = useMemo(() => ({ confirmLeave, guardLinkClick }), [confirmLeave, guardLinkClick]);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadConfirmDialog());
  }, []);

  const text = staffMessages.backOffice;
  return (
    <LeaveGuardContext.Provider value={value}>
      {children}
      {pendingLeave ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
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
              pendingLeave();
            }}
          />
        </Suspense>
      ) : null}
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
