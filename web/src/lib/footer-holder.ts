import { useEffect, useSyncExternalStore } from 'react';

/**
 * Who the footer's copyright line names: the brokerage, or on an agent's page the agent (spec: the
 * agent page's footer copyright carries the agent name). A page sets it while it is shown.
 */
let holder: string | null = null;
const listeners = new Set<() => void>();

function set(value: string | null) {
  holder = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current holder (null: the brokerage). */
export function useFooterHolder(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => holder,
    () => null,
  );
}

/** Names `name` in the footer while the calling page is mounted. */
export function useFooterHolderName(name: string | null | undefined) {
  useEffect(() => {
    if (!name) return;
    set(name);
    return () => set(null);
  }, [name]);
}
