import { vi } from 'vitest';

/**
 * jsdom has no layout: window.matchMedia answers `matches` for every query (true = a phone-sized window,
 * for the back office's 767 px query), and ResizeObserver (Radix's tooltips measure with it) does nothing.
 */
export function stubBrowser({ narrow = false }: { narrow?: boolean } = {}) {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: narrow,
    media,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  }));
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}
