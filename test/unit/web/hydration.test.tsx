// @vitest-environment jsdom
import { copyrightLine, type Rate } from '@maplestone/shared';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { Footer } from '../../../web/src/app/layouts/footer';
import { createQueryClient } from '../../../web/src/app/providers';
import { WhenVisible } from '../../../web/src/components/ui/when-visible';
import { rateKeys } from '../../../web/src/features/rates/api/rates';
import { RatesBoard } from '../../../web/src/features/rates/components/rates-section';
import { agentKeys } from '../../../web/src/lib/public-query-keys';
import { prerenderAndHydrate, recoveredErrors } from './support/hydrate';
import { SARAH } from './support/public-api';

// What the prerenderer writes and what the browser hydrates must be the same markup (issue 16: no hydration
// warnings, nothing rendered twice differently). Each case renders a tree to HTML as the server does, puts the
// HTML in a container, hydrates the same tree there and checks React recovered from no mismatch.

function withData(client: QueryClient, path: string, children: ReactNode) {
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('hydrating prerendered markup', () => {
  it("an agent's page footer names the agent in the HTML already, and hydrates as is", async () => {
    const client = createQueryClient();
    client.setQueryData(agentKeys.detail('sarahchen'), SARAH);
    const container = await prerenderAndHydrate(() => withData(client, '/agent/sarahchen', <Footer />));
    expect(container.querySelector('[data-testid="copyright"]')?.textContent).toBe(
      copyrightLine(new Date().getFullYear(), SARAH.name),
    );
    expect(recoveredErrors()).toEqual([]);
  });

  it("the rates board says the day of the last scrape in Toronto, whatever the machine's time zone", async () => {
    // 02:30 UTC on the 23rd is still the 22nd in Toronto: a server in UTC and a visitor in Toronto agree on it.
    const rate: Rate = {
      id: 'rate-on-5-fixed',
      term: '5 year',
      rate_type: 'fixed',
      province: 'Ontario',
      posted_rate: 5.49,
      our_rate: 4.19,
      is_active: true,
      mortgage_type: 'Conventional',
      source_url: null,
      scraped_at: '2026-11-23T02:30:00.000Z',
      updated_at: null,
    };
    const client = createQueryClient();
    client.setQueryData(rateKeys.list({ province: 'Ontario', type: 'fixed' }), [rate]);
    const container = await prerenderAndHydrate(() => withData(client, '/rates', <RatesBoard />));
    expect(container.querySelector('[data-testid="rates-updated"]')?.textContent).toBe('November 22, 2026');
    expect(container.querySelector('[data-testid="rate-value"]')?.textContent).toBe('4.19%');
    expect(recoveredErrors()).toEqual([]);
  });

  it('content below the fold shows its placeholder in the HTML and after hydration, then itself when near', async () => {
    const observers: { callback: IntersectionObserverCallback; observed: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observed: Element[] = [];
        constructor(readonly callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        disconnect() {
          this.observed = [];
        }
      },
    );
    const tree = () => (
      <WhenVisible placeholder={<p>Chart loading</p>}>
        <p>The chart</p>
      </WhenVisible>
    );
    const container = await prerenderAndHydrate(tree);
    expect(container.textContent).toBe('Chart loading');
    expect(recoveredErrors()).toEqual([]);

    const [observer] = observers;
    await act(async () => {
      observer!.callback(
        observer!.observed.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        observer as unknown as IntersectionObserver,
      );
    });
    expect(container.textContent).toBe('The chart');
  });
});
