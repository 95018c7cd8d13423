// @vitest-environment jsdom
import { dashboardMessages, staffMessages } from '@maplestone/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentDashboard } from '../../../web/src/app/back-office/agent-dashboard-layout';
import { stubBrowser } from './support/browser';
import { toast } from './support/fake-api';
import { agentRecord } from './support/fixtures';
import { renderScreen } from './support/render';
import { runtimeConfig, storeAmplifySession } from './support/session';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);
vi.mock('../../../web/src/lib/toast', async () => (await import('./support/fake-api')).fakeToastModule());
// The layout is under test here, not the tabs (each has its own tests): two stand-ins that show what they got.
vi.mock('../../../web/src/features/agents/agent-dashboard/profile-panel', () => ({
  default: ({ agent }: { agent: { name: string } }) => <h2>Profile of {agent.name}</h2>,
}));
vi.mock('../../../web/src/features/attention/agent-dashboard/attention-panel', () => ({
  default: ({ agent }: { agent: { name: string } }) => <h2>Needs attention of {agent.name}</h2>,
}));
vi.mock('../../../web/src/features/agents/agent-dashboard/seo-panel', () => ({
  default: ({ agent }: { agent: { name: string } }) => <h2>SEO of {agent.name}</h2>,
}));

/** GET /api/me/agent's answer: an agent record as the API sends it. */
const agent = (fields: { id: string; name: string; profile_slug: string | null }) =>
  agentRecord({ email: 'agent@example.com', ...fields });

/** The stack's answers; `record` null: the agent cannot be loaded (500). */
function serve(record: unknown) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/config.json') return runtimeConfig();
    if (url === '/api/me/agent') {
      return record ? Response.json(record) : Response.json({ error: 'boom' }, { status: 500 });
    }
    return new Response(null, { status: 404 });
  });
}

beforeEach(() => {
  stubBrowser();
  storeAmplifySession({ clientId: 'client' });
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const viewMyPage = () => screen.findByRole('link', { name: dashboardMessages.viewMyPage });
const sarah = agent({ id: 'agent-sarah-chen', name: 'Sarah Chen', profile_slug: 'sarahchen' });

function renderDashboard(path: string, agentId: string | null = 'agent-sarah-chen') {
  return renderScreen(
    <AgentDashboard name="Sarah Chen" agentId={agentId} onLogout={() => {}} />,
    path,
    '/agent-dashboard/*',
  );
}

describe('View My Page', () => {
  it('goes to the agent page by its profile slug', async () => {
    serve(sarah);
    renderDashboard('/agent-dashboard/profile');
    expect((await viewMyPage()).getAttribute('href')).toBe('/agent/sarahchen');
  });

  it('goes to the agent page by id when the agent has no slug', async () => {
    serve(agent({ id: 'agent-no-slug', name: 'Noa Slug', profile_slug: null }));
    renderDashboard('/agent-dashboard/profile', 'agent-no-slug');
    expect((await viewMyPage()).getAttribute('href')).toBe('/agent/agent-no-slug');
  });
});

describe('tabs', () => {
  it('opens a deep link at its tab, with the agent record, and titles the page after the tab', async () => {
    serve(sarah);
    renderDashboard('/agent-dashboard/seo');
    expect(await screen.findByRole('heading', { name: 'SEO of Sarah Chen' })).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: staffMessages.backOffice.agentArea });
    expect(within(sidebar).getByRole('link', { name: 'SEO' }).getAttribute('aria-current')).toBe('page');
    expect(document.title).toMatch(/^SEO · Agent Dashboard · /);
  });

  it('sends /agent-dashboard to its landing, what needs attention (issue 17)', async () => {
    serve(sarah);
    renderDashboard('/agent-dashboard');
    expect(await screen.findByRole('heading', { name: 'Needs attention of Sarah Chen' })).toBeTruthy();
  });

  it("lists the landing, then the spec's ten tabs in the sidebar", async () => {
    serve(sarah);
    renderDashboard('/agent-dashboard/profile');
    const sidebar = screen.getByRole('navigation', { name: staffMessages.backOffice.agentArea });
    expect(
      within(sidebar)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(
      [
        'attention',
        'profile',
        'customize',
        'social',
        'links',
        'seo',
        'blog',
        'documents',
        'testimonials',
        'leads',
        'analytics',
      ].map((tab) => `/agent-dashboard/${tab}`),
    );
  });
});

describe('loading the agent', () => {
  it('says so once when the agent cannot be loaded, and Retry loads it', async () => {
    const user = userEvent.setup();
    serve(null);
    renderDashboard('/agent-dashboard/profile');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(dashboardMessages.fetchAgentFailed);
    expect(toast.error).toHaveBeenCalledOnce();
    expect(toast.error).toHaveBeenCalledWith(dashboardMessages.fetchAgentFailed, expect.anything());

    serve(sarah);
    await user.click(within(alert).getByRole('button', { name: staffMessages.backOffice.retry }));
    expect(await screen.findByRole('heading', { name: 'Profile of Sarah Chen' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('explains that an admin without an agent record has nothing to manage, without asking for one', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 404 }));
    vi.stubGlobal('fetch', fetch);
    renderDashboard('/agent-dashboard/profile', null);
    expect(await screen.findByText(staffMessages.backOffice.noAgentTitle)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('link', { name: dashboardMessages.viewMyPage })).toBeNull();
  });
});
