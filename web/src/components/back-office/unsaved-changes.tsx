import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';

/**
 * Unsaved changes in a back-office area. A form reports whether it is dirty with `useUnsavedChanges`;
 * the shell asks `hasUnsavedChanges()` before it follows a sidebar or header link and confirms with the
 * user first; closing or reloading the tab gets the browser's own warning (beforeunload).
 * (The app uses a declarative BrowserRouter, where react-router's useBlocker is not available.)
 */
interface UnsavedChanges {
  set(owner: string, dirty: boolean): void;
  hasUnsavedChanges(): boolean;
  /** Forget every form's state (after the user chose to leave). */
  discard(): void;
}

const UnsavedChangesContext = createContext<UnsavedChanges | null>(null);

export function UnsavedChangesProvider({ children }: { children: ReactNode }) {
  const dirtyOwners = useRef(new Set<string>());
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (dirtyOwners.current.size === 0) return;
      event.preventDefault();
      // Older browsers need returnValue set to show their prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, []);
  const value = useMemo<UnsavedChanges>(
    () => ({
      set(owner, dirty) {
        if (dirty) dirtyOwners.current.add(owner);
        else dirtyOwners.current.delete(owner);
      },
      hasUnsavedChanges: () => dirtyOwners.current.size > 0,
      discard: () => dirtyOwners.current.clear(),
    }),
    [],
  );
  return <UnsavedChangesContext.Provider value={value}>{children}</UnsavedChangesContext.Provider>;
}

/** A form calls this with its dirty state (react-hook-form's formState.isDirty). No-op outside a provider. */
export function useUnsavedChanges(dirty: boolean): void {
  const context = useContext(UnsavedChangesContext);
  const owner = useId();
  useEffect(() => {
    context?.set(owner, dirty);
    return () => context?.set(owner, false);
  }, [context, owner, dirty]);
}

/** For the shell: whether a form has unsaved changes, and how to drop them once the user chose to leave. */
export function useUnsavedChangesState(): Pick<UnsavedChanges, 'hasUnsavedChanges' | 'discard'> {
  const context = useContext(UnsavedChangesContext);
  const hasUnsavedChanges = useCallback(() => context?.hasUnsavedChanges() ?? false, [context]);
  const discard = useCallback(() => context?.discard(), [context]);
  return { hasUnsavedChanges, discard };
}
