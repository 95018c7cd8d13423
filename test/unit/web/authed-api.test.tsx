// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSignedOutRedirect } from '../../../web/src/app/use-signed-out-redirect';
import { authedRequest } from '../../../web/src/lib/authed-api';
import './support/render';
import { idTokenExpiring, runtimeConfig, storeAmplifySession } from './support/session';

// Cognito is stubbed at Amplify's edge: fetchAuthSession answers the token Amplify would hold (fresh or
// refreshed), signOut records that the user was signed out. The API is a stubbed fetch.
const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

const api = vi.fn<(url: string, init: RequestInit) => Response>();

beforeEach(() => {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    if (url === '/config.json') return runtimeConfig();
    return api(url, init);
  });
  amplify.signOut.mockResolvedValue(undefined);
  storeAmplifySession({ clientId: 'client' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const token = (value: string) => ({ tokens: { idToken: { toString: () => value } } });
const bearer = (call: [string, RequestInit]) => new Headers(call[1].headers).get('Authorization');

/** A signed-in page listing the agent's leads, with a Refresh button. */
function LeadsPage() {
  useSignedOutRedirect();
  const leads = useQuery({
    queryKey: ['leads'],
    queryFn: () =>
      authedRequest<{ id: string }[]>('/api/me/leads', { schema: { parse: (d) => d as { id: string }[] } }),
    retry: false,
  });
  return (
    <>
      <p>{leads.data ? `${leads.data.length} leads` : 'Loading'}</p>
      <button type="button" onClick={() => leads.refetch()}>
        Refresh
      </button>
    </>
  );
}

function Landed() {
  const { pathname, search } = useLocation();
  return <p>Landed on {`${pathname}${search}`}</p>;
}

function renderAt(url: string) {
  const queryClient = new QueryClient();
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/agent-dashboard/*" element={<LeadsPage />} />
          <Route path="*" element={<Landed />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the authenticated API client', () => {
  it('sends the ID token Amplify stored while it is valid, without loading Amplify', async () => {
    const stored = idTokenExpiring(3600);
    storeAmplifySession({ clientId: 'client', idToken: stored });
    api.mockImplementation(() => Response.json([{ id: 'l1' }]));
    renderAt('/agent-dashboard/leads');
    await screen.findByText('1 leads');
    expect(api.mock.calls.map(bearer)).toEqual([`Bearer ${stored}`]);
    expect(amplify.fetchAuthSession).not.toHaveBeenCalled();
  });

  it('asks Amplify (which refreshes it) for a stored token that expires within a minute', async () => {
    storeAmplifySession({ clientId: 'client', idToken: idTokenExpiring(30) });
    amplify.fetchAuthSession.mockResolvedValue(token('refreshed-token'));
    api.mockImplementation(() => Response.json([]));
    renderAt('/agent-dashboard/leads');
    await screen.findByText('0 leads');
    expect(api.mock.calls.map(bearer)).toEqual(['Bearer refreshed-token']);
  });

  it('asks Amplify for the current ID token on every call and sends it', async () => {
    // Amplify refreshed the token between the two calls: the second call carries the new one.
    amplify.fetchAuthSession
      .mockResolvedValueOnce(token('id-token-1'))
      .mockResolvedValueOnce(token('id-token-2'));
    api.mockImplementation(() => Response.json([{ id: 'l1' }, { id: 'l2' }]));
    renderAt('/agent-dashboard/leads');
    await screen.findByText('2 leads');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(api).toHaveBeenCalledTimes(2));
    expect(amplify.fetchAuthSession).toHaveBeenCalledTimes(2);
    expect(api.mock.calls.map(bearer)).toEqual(['Bearer id-token-1', 'Bearer id-token-2']);
    expect(amplify.signOut).not.toHaveBeenCalled();
  });

  it('on a 401 signs out and goes to /auth with the page to come back to', async () => {
    amplify.fetchAuthSession.mockResolvedValue(token('revoked-token'));
    api.mockImplementation(() =>
      Response.json({ error: { code: 'unauthorized', message: 'Unauthorized' } }, { status: 401 }),
    );
    renderAt('/agent-dashboard/leads?status=new');
    await screen.findByText(
      `Landed on /auth?next=${encodeURIComponent('/agent-dashboard/leads?status=new')}`,
    );
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
    expect(bearer(api.mock.calls[0]!)).toBe('Bearer revoked-token');
  });

  it('with no session left (the refresh token expired) also signs out and goes to /auth', async () => {
    amplify.fetchAuthSession.mockResolvedValue({ tokens: undefined });
    renderAt('/agent-dashboard');
    await screen.findByText(`Landed on /auth?next=${encodeURIComponent('/agent-dashboard')}`);
    expect(api).not.toHaveBeenCalled();
    expect(amplify.signOut).toHaveBeenCalledTimes(1);
  });
});
