import { french } from '@maplestone/shared/i18n/fr/index';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach } from 'vitest';
import { provideFrench } from '../../../../web/src/lib/french';
import { LocaleProvider } from '../../../../web/src/lib/i18n';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A French path renders in French at once, as on a prerendered page (ADR 085).
provideFrench({ words: french });

/**
 * Renders `ui` at `path` inside the app's providers (TanStack Query, the router, the page's language: a French
 * path such as '/fr/taux' renders in French). Every other path shows
 * 'Landed on <path>', so a test sees where a component navigated. `route` is the pattern `ui` answers
 * (e.g. '/agent-dashboard/*' for a deep link into an area with its own routes); by default, `path` only.
 */
export function renderScreen(ui: ReactNode, path = '/', route = path) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocaleProvider>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </LocaleProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * Renders `ui` as renderScreen does at `url`, a path with its query string, beside ShownQuery: for a component
 * that keeps its state (filters, paging, an open dialog) in the query string.
 */
export function renderWithQuery(ui: ReactNode, url: string) {
  return renderScreen(
    <>
      {ui}
      <ShownQuery />
    </>,
    url,
    url.split('?')[0],
  );
}

/** Shows the query string the router is at, in an <output> named 'query', so a test sees what went to the URL. */
export function ShownQuery() {
  return <output aria-label="query">{useLocation().search}</output>;
}

/** What ShownQuery shows: the router's query string, parsed. */
export const shownQuery = () => new URLSearchParams(screen.getByLabelText('query').textContent ?? '');

function Landed() {
  return <p>Landed on {useLocation().pathname}</p>;
}
