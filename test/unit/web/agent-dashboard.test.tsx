// @vitest-environment jsdom
import { messages } from '@maplestone/shared';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AgentDashboard } from '../../../web/src/features/dashboard/components/agent-dashboard';
import { renderScreen } from './support/render';

const amplify = vi.hoisted(() => ({ fetchAuthSession: vi.fn(), signOut: vi.fn() }));
vi.mock('aws-amplify/auth', () => amplify);

/** GET /api/me/agent's answer: an agent record as the API sends it. */
const agent = (fields: { id: string; name: string; profile_slug: string | null }) => ({
  ...fields,
  email: 'agent@example.com',
  phone: null,
  bio: null,
  calendly_link: null,
  custom_background_image: null,
  agent_logo_url: null,
  badge_1_url: null,
  badge_2_url: null,
  headshot_url: null,
  banner_image_url: null,
  crm_email: null,
  is_active: true,
  created_at: '2026-01-05T12:00:00.000Z',
});

function serve(record: unknown) {
  vi.stubGlobal('fetch', async (url: string) => {
    if (url === '/config.json') {
      return Response.json({
        region: 'ca-central-1',
        userPoolId: 'ca-central-1_Test',
        userPoolClientId: 'client',
      });
    }
    if (url === '/api/me/agent') return Response.json(record);
    return new Response(null, { status: 404 });
  });
}

beforeEach(() => {
  amplify.fetchAuthSession.mockResolvedValue({ tokens: { idToken: { toString: () => 'id-token' } } });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetAllMocks();
});

const viewMyPage = () => screen.findByRole('link', { name: messages.dashboard.viewMyPage });

describe('View My Page', () => {
  it('goes to the agent page by its profile slug', async () => {
    serve(agent({ id: 'agent-sarah-chen', name: 'Sarah Chen', profile_slug: 'sarahchen' }));
    renderScreen(<AgentDashboard name="Sarah Chen" agentId="agent-sarah-chen" onLogout={() => {}} />);
    expect((await viewMyPage()).getAttribute('href')).toBe('/agent/sarahchen');
  });

  it('goes to the agent page by id when the agent has no slug', async () => {
    serve(agent({ id: 'agent-no-slug', name: 'Noa Slug', profile_slug: null }));
    renderScreen(<AgentDashboard name="Noa Slug" agentId="agent-no-slug" onLogout={() => {}} />);
    expect((await viewMyPage()).getAttribute('href')).toBe('/agent/agent-no-slug');
  });
});
