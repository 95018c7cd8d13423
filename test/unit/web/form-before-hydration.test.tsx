// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../web/src/app/providers';
import { ContactForm } from '../../../web/src/features/leads/components/contact-form';
import NewsletterPage from '../../../web/src/features/site/routes/newsletter-page';
import { hydrate, prerender, recoveredErrors } from './support/hydrate';

// ADR 083: a prerendered form submitted before the page's code runs must not put what was typed in a URL (a
// native GET would). The HTML the prerenderer writes posts, with no action, and its submit button is disabled
// until React has hydrated the page.

const client = createQueryClient();
const page = (children: ReactNode) => () => (
  <QueryClientProvider client={client}>
    <MemoryRouter initialEntries={['/contact']}>{children}</MemoryRouter>
  </QueryClientProvider>
);

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

    await hydrate(container, tree);
    expect(recoveredErrors()).toEqual([]);
    expect(form.isConnected).toBe(true);
    expect(submit?.disabled).toBe(false);
  });

  it('the newsletter form posts too', () => {
    const form = onlyForm(prerender(page(<NewsletterPage />)));
    expect(form.getAttribute('method')).toBe('post');
    expect(form.hasAttribute('action')).toBe(false);
  });
});
