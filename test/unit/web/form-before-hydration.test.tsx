// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../web/src/app/providers';
import { ContactForm } from '../../../web/src/features/leads/components/contact-form';
import NewsletterPage from '../../../web/src/features/site/routes/newsletter-page';
import { stubBrowser } from './support/browser';

// ADR 083: a prerendered form submitted before the page's code runs must not put what was typed in a URL (a
// native GET would). The HTML the prerenderer writes posts, with no action, and its submit button is disabled
// until React has hydrated the page.

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | undefined;
let recovered: unknown[];

beforeEach(() => {
  stubBrowser();
  recovered = [];
});
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

const client = createQueryClient();
const page = (children: ReactNode) => () => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>
  </QueryClientProvider>
);

/** The server's HTML of `tree`, in the document as the browser receives it (not yet hydrated). */
function prerender(tree: () => ReactNode): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = renderToString(tree());
  document.body.append(container);
  return container;
}

function onlyForm(container: HTMLElement): HTMLFormElement {
  const forms = container.querySelectorAll('form');
  expect(forms).toHaveLength(1);
  return forms[0] as HTMLFormElement;
}

describe('a prerendered form before hydration', () => {
  it('the contact form posts to its own page, and its submit button waits for the code', async () => {
    const tree = page(<ContactForm agentId={null} />);
    const container = prerender(tree);
    const form = onlyForm(container);
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
    // The named fields a native submit would send: with GET they would be the URL's query.
    expect(form.querySelector('input[name="client_email"]')).not.toBeNull();
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    expect(submit?.disabled).toBe(true);

    await act(async () => {
      root = hydrateRoot(container, tree(), { onRecoverableError: (error) => recovered.push(error) });
    });
    expect(recovered).toEqual([]);
    expect(form.isConnected).toBe(true);
    expect(submit?.disabled).toBe(false);
  });

  it('the newsletter form posts too', () => {
    const form = onlyForm(prerender(page(<NewsletterPage />)));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
  });
});
