// @vitest-environment jsdom
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from '../../../web/src/app/layouts/root-layout';
import { createQueryClient } from '../../../web/src/app/providers';
import { stubBrowser } from './support/browser';
import { servePublicApi } from './support/public-api';

// The site's frame around a page: the public pages have the site header, footer and chat launcher; the back
// office fills the window with its own shell (ADR 089). The page itself is a stand-in heading.

afterEach(cleanup);
beforeEach(() => {
  stubBrowser();
  servePublicApi();
  vi.stubGlobal('scrollTo', () => {});
});
afterEach(() => vi.unstubAllGlobals());

async function renderFramed(path: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route element={<RootLayout />}>
            <Route path="*" element={<h1>The page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { name: 'The page' });
  // Both keep the skip link to the page's main landmark.
  expect(screen.getByRole('link', { name: layoutWords.skipToContent }).getAttribute('href')).toBe('#main');
  expect(screen.getByRole('main')).toBeTruthy();
}

describe('the frame around a page', () => {
  it('puts a public page between the site header and footer, with the chat launcher', async () => {
    await renderFramed('/rates');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('button', { name: layoutWords.agentLogin })).toBeTruthy();
    expect(screen.getByRole('button', { name: new RegExp(layoutWords.tryAi) })).toBeTruthy();
  });

  it.each(['/agent-dashboard/leads', '/super-admin', '/super-admin/agents'])(
    'leaves %s to the back-office shell: no site header, footer, Agent Login or chat launcher',
    async (path) => {
      await renderFramed(path);
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.queryByRole('contentinfo')).toBeNull();
      expect(screen.queryByRole('button', { name: layoutWords.agentLogin })).toBeNull();
      expect(screen.queryByRole('button', { name: new RegExp(layoutWords.tryAi) })).toBeNull();
    },
  );

  it('offers a French browser the French site on a public page, never in the back office', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-CA', 'en'], language: 'fr-CA' });
    await renderFramed('/rates');
    fireEvent.pointerDown(document.body);
    expect(await screen.findByText(layoutWords.language.suggestionLink)).toBeTruthy();
    cleanup();

    await renderFramed('/agent-dashboard/leads');
    fireEvent.pointerDown(document.body);
    // The public page loaded the offer's lazy code, so here it would show at once.
    expect(screen.queryByText(layoutWords.language.suggestionLink)).toBeNull();
  });

  it('keeps the site frame on a public path that only starts like an area', async () => {
    await renderFramed('/super-administrators');
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
