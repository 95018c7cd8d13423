import { localeOfPath } from '@maplestone/shared/i18n/paths';
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { loadRuntimeConfig } from '../lib/config';
import { loadFrench } from '../lib/french';
import { Providers, queryClient } from './providers';
import { AppRoutes, preloadRoute } from './router';

/** How far a prerendered page may trail its data: the render function re-renders within a minute of a change. */
const RENDER_LAG_MS = 60_000;

/**
 * Starts the app in the browser (loaded by main.tsx): hydrates a prerendered page from the data in its HTML,
 * or renders the page when it arrived empty (the back office, the SPA fallback).
 */
export function startApp(root: HTMLElement, prerenderedState: string | null) {
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

  // A French page's words arrive with its code, so its first render is French (ADR 085): for a prerendered
  // page, the same as its HTML.
  const { pathname } = window.location;
  const french = localeOfPath(pathname) === 'fr' ? loadFrench() : undefined;

  if (!prerenderedState) {
    void Promise.resolve(french).then(() => createRoot(root).render(app));
    return;
  }
  // A prerendered page (ADR 058): its data is in the HTML, so the first render matches it. Its code is loaded
  // before hydrating, and hydration yields to the browser (a transition) so the page answers input meanwhile.
  const state = JSON.parse(prerenderedState) as DehydratedState;
  // The render function keeps the HTML within RENDER_LAG_MS of the data, so the page's data counts as fresh from
  // now: its queries do not all refetch (and load their schemas) while the page hydrates.
  const now = Date.now();
  for (const query of state.queries) query.state.dataUpdatedAt = now;
  hydrate(queryClient, state);
  void Promise.all([preloadRoute(pathname), french]).then(() => {
    startTransition(() => {
      hydrateRoot(root, app, {
        // A page whose HTML the browser could not take over (React rendered it again): say so, so it is seen.
        onRecoverableError: (error, info) =>
          console.error('Hydration recovered:', error, info.componentStack ?? ''),
      });
    });
  });
  // Once the HTML may have fallen behind, the queries are refreshed in the background (an unchanged answer
  // re-renders nothing), so a visitor on an open page still sees a rate changed since the render.
  window.setTimeout(() => void queryClient.invalidateQueries(), RENDER_LAG_MS);
}
