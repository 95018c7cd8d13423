// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lendersQuery } from '../../../web/src/features/lenders/api/lenders';
import { ratesQuery } from '../../../web/src/features/rates/api/rates';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Reads() {
  const lenders = useQuery(lendersQuery());
  const rates = useQuery(ratesQuery({ province: 'Ontario', type: 'fixed' }));
  return <p>{lenders.isSuccess && rates.isSuccess ? 'loaded' : 'loading'}</p>;
}

describe('a page’s reads', () => {
  it('are each sent once when StrictMode mounts the page twice: none is cancelled and sent again (issue 35)', async () => {
    const fetch = vi.fn(async (_url: string, _init?: RequestInit) => Response.json([]));
    vi.stubGlobal('fetch', fetch);
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <Reads />
        </QueryClientProvider>
      </StrictMode>,
    );
    await screen.findByText('loaded');
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      '/api/lenders',
      '/api/rates?province=Ontario&type=fixed',
    ]);
  });
});
