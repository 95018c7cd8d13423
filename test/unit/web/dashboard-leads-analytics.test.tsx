// @vitest-environment jsdom
import './support/signed-in-fakes';
import { type AgentAnalytics, staffMessages } from '@maplestone/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DashboardTabProps } from '../../../web/src/components/back-office/nav-item';
import AnalyticsTab from '../../../web/src/features/analytics/agent-dashboard/analytics-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { stubBrowser } from './support/browser';
import { api } from './support/fake-api';
import { fileStages } from './support/funnel';
import { rowTexts } from './support/table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// The drawing is recharts' own; the tab's figures are what this test reads.
vi.mock('../../../web/src/features/analytics/back-office/analytics-chart', () => ({ default: () => null }));

const m = staffMessages.agentAnalytics;

const analytics: AgentAnalytics = {
  page_views: {
    last_7_days: 12,
    last_30_days: 40,
    all_time: 1234,
    by_day: [
      { day: '2026-11-20', page_views: 5, leads: 1 },
      { day: '2026-11-21', page_views: 7, leads: 2 },
    ],
  },
  leads: {
    last_7_days: 3,
    last_30_days: 3,
    total: 9,
    by_type: { rate_quote: 4, refinance: 0, application: 3, contact: 2 },
    by_source: {
      mortgage_calculator: 4,
      website: 2,
      contact_form: 2,
      'AI Chatbot': 1,
      land_transfer_tax_calculator: 0,
      closing_costs_calculator: 0,
    },
    by_status: { new: 9, contacted: 0, qualified: 0, closed: 0 },
    first_contact: { median_minutes: 125, contacted: 6, overdue: 2 },
    funnel: {
      page_views: 1234,
      leads: 9,
      contacted: 6,
      qualified: 3,
      closed: 1,
      ...fileStages(3, 2, 2, 1, 1, 0),
      by_source: [
        {
          source: 'website',
          leads: 5,
          contacted: 4,
          qualified: 2,
          closed: 1,
          ...fileStages(2, 1, 1, 1, 1, 0),
        },
        {
          source: 'mortgage_calculator',
          leads: 4,
          contacted: 2,
          qualified: 1,
          closed: 0,
          ...fileStages(1, 1, 1),
        },
        { source: 'contact_form', leads: 0, contacted: 0, qualified: 0, closed: 0, ...fileStages() },
        { source: 'AI Chatbot', leads: 0, contacted: 0, qualified: 0, closed: 0, ...fileStages() },
      ],
    },
  },
  testimonials: { total: 0, approved: 0, pending: 0 },
};

function renderTab() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <AnalyticsTab agent={{} as DashboardTabProps['agent']} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('Analytics tab', () => {
  it('shows totals for 7 days, 30 days and all time, the days as a table, leads by type and source', async () => {
    api.authedRequest.mockResolvedValue(analytics);
    renderTab();
    const views = (await screen.findByRole('heading', { name: m.pageViews })).closest('section')!;
    expect(
      within(views)
        .getAllByRole('definition')
        .map((dd) => dd.textContent),
    ).toEqual(['12', '40', '1,234']);
    expect(screen.getByText(m.summary(40, 3))).toBeTruthy();

    await userEvent.setup().click(screen.getByText(m.showTable));
    expect(rowTexts(screen.getByRole('table', { name: m.overTime }))).toEqual([
      `${m.day}${m.pageViews}${m.leads}`,
      'Nov 2172',
      'Nov 2051',
    ]);

    const byType = screen.getByRole('heading', { name: m.byType }).closest('section')!;
    expect(within(byType).getAllByRole('listitem')[0]!.textContent).toBe(
      `${staffMessages.leads.typeLabels.rate_quote}4`,
    );
    const bySource = screen.getByRole('heading', { name: m.bySource }).closest('section')!;
    expect(within(bySource).getByText('AI Chatbot').nextSibling?.textContent).toBe('1');

    const firstContact = screen.getByRole('heading', { name: m.firstContact.title }).closest('section')!;
    expect(
      within(firstContact)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`),
    ).toEqual([
      `${m.firstContact.median}=2 h 5 min`,
      `${m.firstContact.contacted}=6`,
      `${m.firstContact.overdue}=2`,
    ]);

    const funnel = screen.getByRole('heading', { name: m.funnel.title }).closest('section')!;
    const f = m.funnel;
    expect(
      within(funnel)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      `${f.stages.page_views}1,234`,
      `${f.stages.leads}9 · ${f.ofPrevious('0.7%')}`,
      `${f.stages.contacted}6 · ${f.ofPrevious('66.7%')}`,
      `${f.stages.qualified}3 · ${f.ofPrevious('50%')}`,
      `${f.stages.closed}1 · ${f.ofPrevious('33.3%')}`,
      // The borrower files' stages (issue 38): the first as a share of the leads, the rest of the stage before.
      `${f.stages.application_started}3 · ${f.ofLeads('33.3%')}`,
      `${f.stages.application_submitted}2 · ${f.ofPrevious('66.7%')}`,
      `${f.stages.documents_complete}2 · ${f.ofPrevious('100%')}`,
      `${f.stages.sent_to_lender}1 · ${f.ofPrevious('50%')}`,
      `${f.stages.approved}1 · ${f.ofPrevious('100%')}`,
      `${f.stages.funded}0 · ${f.ofPrevious('0%')}`,
    ]);
    expect(within(funnel).getByRole('list', { name: f.fileStages })).toBeTruthy();
    const funnelBySource = within(funnel).getByRole('table', { name: f.bySource });
    expect(within(funnelBySource).getAllByRole('row')[1]!.textContent).toBe(
      `${staffMessages.leads.sourceLabels.website}5421211110`,
    );
  });

  it('shows the funnel by source below 768 px as a list, each source with its figures labelled (issue 35)', async () => {
    stubBrowser({ narrow: true });
    api.authedRequest.mockResolvedValue(analytics);
    renderTab();
    const funnel = (await screen.findByRole('heading', { name: m.funnel.title })).closest('section')!;
    expect(within(funnel).queryByRole('table')).toBeNull();
    const [website] = within(within(funnel).getByRole('list', { name: m.funnel.bySource })).getAllByRole(
      'listitem',
    );
    expect(within(website!).getByText(staffMessages.leads.sourceLabels.website)).toBeTruthy();
    expect(
      within(website!)
        .getAllByRole('term')
        .map((dt) => `${dt.textContent}=${dt.nextElementSibling?.textContent}`),
    ).toEqual([
      `${m.funnel.stages.leads}=5`,
      `${m.funnel.stages.contacted}=4`,
      `${m.funnel.stages.qualified}=2`,
      `${m.funnel.stages.closed}=1`,
      `${m.funnel.stages.application_started}=2`,
      `${m.funnel.stages.application_submitted}=1`,
      `${m.funnel.stages.documents_complete}=1`,
      `${m.funnel.stages.sent_to_lender}=1`,
      `${m.funnel.stages.approved}=1`,
      `${m.funnel.stages.funded}=0`,
    ]);
    expect(await seriousViolations()).toEqual([]);
  });

  it('says it could not fetch the analytics, with Retry', async () => {
    api.authedRequest.mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));
    renderTab();
    expect((await screen.findByRole('alert')).textContent).toContain(m.fetchFailed);
    expect(screen.getByRole('button', { name: staffMessages.dataTable.retry })).toBeTruthy();
  });
});
