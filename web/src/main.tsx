import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { Providers, queryClient } from './app/providers';
import { AppRoutes, preloadRoute } from './app/router';
import { loadRuntimeConfig } from './lib/config';
import { QUERY_STATE_ID } from './prerender/query-state';
import './index.css';

// The runtime configuration (Cognito pool) is fetched at start; Amplify itself loads only when needed.
void loadRuntimeConfig().catch((error) => console.error('Could not load /config.json', error));

const app = (
  <StrictMode>
    <Providers>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  </StrictMode>
);

const root = document.getElementById('root')!;
const prerendered = document.getElementById(QUERY_STATE_ID);
if (prerendered?.textContent) {
  // A prerendered page (ADR 058): its data is in the HTML, so the first render matches it. Its code is loaded
  // before hydrating, and hydration yields to the browser (a transition) so the page answers input meanwhile.
  hydrate(queryClient, JSON.parse(prerendered.textContent));
  void preloadRoute(window.location.pathname).then(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    // The HTML may be up to a minute old: once the page is idle, its queries are refreshed in the background
    // (an unchanged answer re-renders nothing), so a visitor still sees a rate changed since the render.
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1000));
    idle(() => void queryClient.invalidateQueries());
  });
} else {
  createRoot(root).render(app);
}
