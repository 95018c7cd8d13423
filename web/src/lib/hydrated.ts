import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React hydrates it, true once the page's code runs it (and at once in
 * a page rendered in the browser). What the prerendered page could not know (a query string, a session) waits
 * for it, so hydration meets the HTML it was given (React error #418 otherwise).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
