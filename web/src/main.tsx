import { QUERY_STATE_ID } from './prerender/query-state';
import './index.css';

/** Past this, the app starts even if the browser reported no paint (a tab opened in the background). */
const PAINT_WAIT_LIMIT_MS = 3000;

/** Resolves once the browser has shown the page's first content (or after the limit). */
function firstPaintShown(): Promise<void> {
  return new Promise((resolve) => {
    window.setTimeout(resolve, PAINT_WAIT_LIMIT_MS);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => window.setTimeout(resolve));
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    }).observe({ type: 'paint', buffered: true });
  });
}

const root = document.getElementById('root')!;
const prerenderedState = document.getElementById(QUERY_STATE_ID)?.textContent || null;
// A prerendered page is already readable: its code downloads after the first paint, so it never competes
// with the HTML, styles and images for the network or the main thread (ADR 063). An empty page starts at once.
const ready = prerenderedState ? firstPaintShown() : Promise.resolve();

/** Lets the browser handle input and paint before the next piece of work. */
const yieldToBrowser = <T,>(value: T) => new Promise<T>((resolve) => window.setTimeout(resolve, 0, value));

// React DOM, the rest of the app's code, and starting it are three tasks, so none blocks input for long on a
// slow phone (React DOM imported alone has a chunk of its own; the app imports the same).
void ready
  .then(() => import('react-dom/client'))
  .then(yieldToBrowser)
  .then(() => import('./app/start'))
  .then(yieldToBrowser)
  .then(({ startApp }) => startApp(root, prerenderedState));
