import { useCallback, useSyncExternalStore } from 'react';

/** The back office's one breakpoint (Tailwind's `md`): below it the sidebar is a sheet and a table's rows are cards. */
export const MOBILE_BREAKPOINT_PX = 768;

const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`;

/** The media query's list, or null where the browser has none (jsdom without a stub, a server render). */
const mediaList = (query: string) =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(query) : null;

/** Whether `query` matches now, following changes (a resize, a rotated phone); false where nothing can tell. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => mediaList(query)?.matches ?? false,
    () => false,
  );
}

/** Whether the window is narrower than the back office's breakpoint (768 px), following resizes. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
