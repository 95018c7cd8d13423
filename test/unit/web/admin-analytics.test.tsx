// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages, type PlatformAnalytics, staffMessages } from '@maplestone/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyticsPanel from '../../../web/src/features/analytics/super-admin/analytics-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { api } from './support/fake-api';
import { fileStages } from './support/funnel';
import { renderWithQuery } from './support/render';
import { failedThenRetry } from './support/retry';
import { rowTexts } from './support/table';

// The drawing is recharts' own; the panel's figures and the table beside the chart are what this test reads.
vi.mock('../../../web/src/features/analytics/back-office/analytics-chart', () => ({ default: () => null }));

const m = adminMessages.analytics;
const a = staffMessages.agentAnalytics;

const agents = ['Marc Tremblay', 'Sophie Martin', 'Priya Shah', 'Jean Roy', 'Lina Chen'].map((name, i) => ({
  id: `agent-${i}`,
  name,
  leads: 50 - i * 7,
}));
const activity = (i: number) => ({
  type: 'lead' as const,
  id: `lead-${i}`,
  description: `New application lead: Client ${i}`,
  agent_name: i === 2 ? null : 'Marc Tremblay',
  at: `2026-11-2${5 - i}T15:00:00.000Z`,
});

const allTime: PlatformAnalytics = {
  period: 'all',
  since: null,
  counts: { agents: 12, leads: 1234, page_views: 56789, testimonials: 40, posts: 18 },
  by_day: [
    { day: '2026-11-20', page_views: 300, leads: 4 },
    { day: '2026-11-21', page_views: 280, leads: 6 },
  ],
  top_agents: agents,
  first_contact: { median_minutes: 50, contacted: 900, overdue: 3 },
  funnel: {
    page_views: 56789,
    leads: 1234,
    contacted: 900,
    qualified: 300,
    closed: 120,
    ...fileStages(80, 60, 50, 40, 30, 20),
    by_source: (['website', 'mortgage_calculator', 'contact_form', 'AI Chatbot'] as const).map((source) => ({
      source,
      leads: 1,
      contacted: 1,
      qualified: 0,
      closed: 0,
      ...fileStages(),
    })),
  },
  by_agent: [
    {
      id: 'agent-0',
      name: 'Marc Tremblay',
      page_views: 900,
      leads: 50,
      contacted: 48,
      qualified: 20,
      closed: 5,
      ...fileStages(4, 3, 3, 2, 2, 1),
      first_contact: { median_minutes: 42, contacted: 48, overdue: 2 },
    },
    {
      id: 'agent-1',
      name: 'Sophie Martin',
      page_views: 15,
      leads: 0,
      contacted: 0,
      qualified: 0,
      closed: 0,
      ...fileStages(),
      first_contact: { median_minutes: null, contacted: 0, overdue: 0 },
    },
  ],
  by_agent_total: 2,
  recent_activity: [0, 1, 2, 3, 4].map(activity),
};
const lastWeek: PlatformAnalytics = {
  ...allTime,
  period: '7',
  since: '2026-11-15T05:00:00.000Z',
  counts: { agents: 1, leads: 10, page_views: 580, testimonials: 2, posts: 0 },
  top_agents: [{ id: 'agent-1', name: 'Sophie Martin', leads: 1 }],
  first_contact: { median_minutes: null, contacted: 0, overdue: 0 },
  funnel: { ...allTime.funnel, by_source: [] },
  by_agent: [],
  by_agent_total: 0,
  recent_activity: [],
};

function serve() {
  api.authedRequest.mockImplementation((path: string) => {
    if (path === '/api/admin/analytics') return Promise.resolve(structuredClone(allTime));
    if (path === '/api/admin/analytics?period=7') return Promise.resolve(structuredClone(lastWeek));
    return Promise.reject(new ApiError(404, 'not_found', 'Not found'));
  });
}

function renderPanel(url = '/super-admin/analytics') {
  renderWithQuery(<AnalyticsPanel />, url);
}

const counts = () =>
  screen
    .getAllByRole('term')
    .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`)
    .filter((text) => Object.values(m.counts).some((label) => text.startsWith(`${label}=`)));
const section = (title: string) => screen.getByRole('heading', { name: title }).closest('section')!;

beforeEach(() => {
  vi.resetAllMocks();
});

describe('Admin analytics panel', () => {
  it('shows the counts, the top 5 agents by leads, the 5 latest activities and the days as a table', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    await screen.findAllByText('56,789');
    expect(counts()).toEqual([
      `${m.counts.agents}=12`,
      `${m.counts.leads}=1,234`,
      `${m.counts.page_views}=56,789`,
      `${m.counts.testimonials}=40`,
      `${m.counts.posts}=18`,
    ]);
    const top = within(section(m.topAgents)).getAllByRole('listitem');
    expect(top.map((li) => li.textContent)).toEqual([
      `1Marc Tremblay${m.leadCount(50)}`,
      `2Sophie Martin${m.leadCount(43)}`,
      `3Priya Shah${m.leadCount(36)}`,
      `4Jean Roy${m.leadCount(29)}`,
      `5Lina Chen${m.leadCount(22)}`,
    ]);
    const byAgent = screen.getByRole('table', { name: m.byAgent });
    expect(rowTexts(byAgent)).toEqual([
      Object.values(m.byAgentColumns).join(''),
      'Marc Tremblay9005048205' + '42 min2',
      `Sophie Martin150000${a.firstContact.noneContacted}0`,
    ]);
    const recent = within(section(m.recentActivity)).getAllByRole('listitem');
    expect(recent).toHaveLength(5);
    expect(recent[0]!.textContent).toContain('New application lead: Client 0');
    expect(recent[0]!.textContent).toContain('Marc Tremblay');
    expect(recent[2]!.textContent).not.toContain('Marc Tremblay');

    expect(screen.getByText(m.summary(1234, 56789))).toBeTruthy();
    // A row a day is drawn once asked for: all time is over a thousand of them.
    expect(screen.queryByRole('table', { name: m.overTime })).toBeNull();
    await user.click(screen.getByText(a.showTable));
    expect(rowTexts(screen.getByRole('table', { name: m.overTime }))).toEqual([
      `${a.day}${a.pageViews}${a.leads}`,
      'Nov 212806',
      'Nov 203004',
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('shows the first page of agents with the figures, and the next pages on request', async () => {
    const user = userEvent.setup();
    const row = (i: number) => ({
      ...allTime.by_agent[0]!,
      id: `agent-${i}`,
      name: `Agent ${String(i + 1).padStart(2, '0')}`,
    });
    const many = structuredClone(allTime);
    many.by_agent = Array.from({ length: 10 }, (_, i) => row(i));
    many.by_agent_total = 23;
    const pages: string[] = [];
    api.authedRequest.mockImplementation((path: string) => {
      if (path === '/api/admin/analytics') return Promise.resolve(structuredClone(many));
      const offset = Number(new URL(path, 'http://x').searchParams.get('offset'));
      pages.push(path);
      const items = Array.from({ length: Math.min(10, 23 - offset) }, (_, i) => row(offset + i));
      return Promise.resolve({ period: 'all', total: 23, offset, items });
    });
    renderPanel();
    await screen.findByRole('table', { name: m.byAgent });
    const names = () =>
      within(screen.getByRole('table', { name: m.byAgent }))
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent);
    expect(names()).toEqual(Array.from({ length: 10 }, (_, i) => `Agent ${String(i + 1).padStart(2, '0')}`));
    expect(pages).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.showMoreAgents(10, 23) }));
    await screen.findByRole('rowheader', { name: 'Agent 20' });
    expect(pages).toEqual(['/api/admin/analytics/agents?offset=10']);
    await user.click(screen.getByRole('button', { name: m.showMoreAgents(20, 23) }));
    await screen.findByRole('rowheader', { name: 'Agent 23' });
    expect(names()).toHaveLength(23);
    // Every agent shown: no further page to ask for.
    expect(screen.queryByRole('button', { name: /Show more agents/ })).toBeNull();
    expect(pages).toEqual(['/api/admin/analytics/agents?offset=10', '/api/admin/analytics/agents?offset=20']);
    await user.click(screen.getByRole('button', { name: m.showFirstAgents(10) }));
    expect(names()).toHaveLength(10);
  });

  it('asks for the chosen period and keeps it in the URL; a reload of that URL asks for it again', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    const select = await screen.findByRole('combobox', { name: m.period });
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Time', '30 days', '7 days']);
    await screen.findAllByText('56,789');

    await user.selectOptions(select, '7 days');
    expect(screen.getByLabelText('query').textContent).toBe('?period=7');
    expect(api.authedRequest).toHaveBeenLastCalledWith('/api/admin/analytics?period=7', expect.anything());
    expect(await screen.findByText('580')).toBeTruthy();
    expect(
      within(section(m.topAgents))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([`1Sophie Martin${m.leadCount(1)}`]);
    expect(within(section(m.recentActivity)).getByText(m.noActivity)).toBeTruthy();

    await user.selectOptions(select, 'All Time');
    expect(screen.getByLabelText('query').textContent).toBe('');

    cleanup();
    api.authedRequest.mockClear();
    renderPanel('/super-admin/analytics?period=7');
    expect(await screen.findByText('580')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: m.period }) as HTMLSelectElement).value).toBe('7');
    expect(api.authedRequest).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed to fetch analytics' with Retry when it cannot load", async () => {
    api.authedRequest.mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));
    renderPanel();
    await failedThenRetry(m.fetchFailed, serve, { toastOptions: expect.anything() });
    expect(await screen.findAllByText('56,789')).toBeTruthy();
  });
});
