// @vitest-environment jsdom
import './support/signed-in-fakes';
import { dashboardMessages, type Lead, staffMessages } from '@maplestone/shared';
import { fileEntryWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardTabProps } from '../../../web/src/components/back-office/nav-item';
import LeadsTab from '../../../web/src/features/leads/agent-dashboard/leads-panel';
import { ApiError } from '../../../web/src/lib/api';
import { createdEvent } from './support/agent-leads';
import { seriousViolations } from './support/axe';
import { stubBrowser } from './support/browser';
import { api, toast } from './support/fake-api';
import { leadRecord } from './support/fixtures';
import { answerPage, pageRequests } from './support/paged-api';
import { renderWithQuery, shownQuery } from './support/render';
import { failedThenRetry } from './support/retry';

const lead = leadRecord;

const quote = lead({
  id: 'lead-quote',
  client_name: 'Priya Shah',
  client_email: 'priya@example.com',
  client_phone: '416-555-0101',
  type: 'rate_quote',
  source: 'mortgage_calculator',
  status: 'contacted',
  created_at: '2026-11-21T15:00:00.000Z',
  metadata: {
    price: 800000,
    downPayment: 160000,
    location: 'Ontario',
    amortization: 25,
    calculations: { cmhcInsurance: 0, totalMortgage: 640000, monthlyPayment: 3712.34 },
  },
});
const chat = lead({
  id: 'lead-chat',
  client_name: 'Marc Tremblay',
  client_email: 'marc@example.com',
  source: 'AI Chatbot',
  notes: JSON.stringify({
    source: 'AI Chatbot',
    conversation: [
      { role: 'assistant', content: 'Hello! How can I help with your mortgage?' },
      { role: 'user', content: 'I want to renew in March.' },
    ],
  }),
});

/**
 * The list answers a page of these leads as the API does, a lead's own path the lead whole (404 for any
 * other), its history its arrival; a PATCH waits for the test to settle it.
 */
function serve(leads: Lead[]) {
  let settle: { resolve: (lead: Lead) => void; reject: (error: unknown) => void } | undefined;
  api.authedRequest.mockImplementation((path: string, options: { method?: string }) => {
    if (path.split('?')[0] === '/api/me/leads')
      return Promise.resolve(answerPage(structuredClone(leads), path));
    const whole = leads.find((lead) => path === `/api/me/leads/${lead.id}`);
    if (whole && !options.method) return Promise.resolve(structuredClone(whole));
    const history = leads.find((lead) => path === `/api/me/leads/${lead.id}/history`);
    if (history) {
      return Promise.resolve({ events: [createdEvent(history)], next_cursor: null });
    }
    if (options.method === 'PATCH') {
      return new Promise<Lead>((resolve, reject) => {
        settle = { resolve, reject };
      });
    }
    return Promise.reject(new ApiError(404, 'not_found', 'Not found'));
  });
  return { settle: () => settle! };
}

function renderTab(url = '/agent-dashboard/leads') {
  return renderWithQuery(<LeadsTab agent={{} as DashboardTabProps['agent']} />, url);
}

const rowOf = async (name: string) =>
  (await screen.findByRole('button', { name: staffMessages.leads.viewDetails(name) })).closest('tr')!;
const names = () =>
  screen.queryAllByRole('button', { name: /View details for/ }).map((button) => button.textContent);
const listRequests = () =>
  pageRequests(
    api.authedRequest.mock.calls.map(([path, options]) => ({ path, method: options?.method })),
    '/api/me/leads',
  );

beforeEach(() => {
  api.authedRequest.mockReset();
  vi.clearAllMocks();
});

describe('Leads tab', () => {
  it("shows a lead's borrower file stage on its row, linking to the file in the agent's area (issue 38)", async () => {
    serve([{ ...quote, file_stage: 'application_submitted' }, chat]);
    renderTab();
    const stage = fileEntryWords.stages.application_submitted;
    const link = within(await rowOf('Priya Shah')).getByRole('link', {
      name: staffMessages.leads.fileStage.open('Priya Shah', stage),
    });
    expect(link.textContent).toBe(staffMessages.leads.fileStage.label(stage));
    expect(link.getAttribute('href')).toBe('/agent-dashboard/files/lead-quote');
    expect(within(await rowOf('Marc Tremblay')).queryByText(/^File: /)).toBeNull();
  });

  it("lists the agent's leads newest first with e-mail and phone links and the secondary 'new' badge", async () => {
    serve([quote, chat]);
    renderTab();
    const priya = await rowOf('Priya Shah');
    expect(within(priya).getByRole('link', { name: 'priya@example.com' }).getAttribute('href')).toBe(
      'mailto:priya@example.com',
    );
    expect(within(priya).getByRole('link', { name: '(416) 555-0101' }).getAttribute('href')).toBe(
      'tel:+14165550101',
    );
    expect(within(priya).getByText(staffMessages.leads.typeLabels.rate_quote)).toBeTruthy();
    // The short date, so every column fits at 1280 px (issue 35); the long one on hover.
    expect(within(priya).getByText('Nov 21, 2026').getAttribute('title')).toBe('November 21, 2026');

    const newBadge = within(await rowOf('Marc Tremblay')).getByText(staffMessages.leads.statusLabels.new);
    expect(newBadge.className).toContain('bg-slate-100');
    expect(within(priya).getByText(staffMessages.leads.statusLabels.contacted).className).not.toContain(
      'bg-slate-100',
    );

    expect(names()).toEqual(['Priya Shah', 'Marc Tremblay']);
    expect(listRequests()).toEqual([{ limit: '25' }]);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();
  });

  it('sends its filters (status, type) and the search to the API from the first page, with no agent filter', async () => {
    const user = userEvent.setup();
    const others = Array.from({ length: 30 }, (_, i) =>
      lead({
        id: `lead-${i}`,
        client_name: `Client ${String(i).padStart(2, '0')}`,
        created_at: new Date(Date.UTC(2026, 9, 1 + i, 15)).toISOString(),
      }),
    );
    serve([quote, chat, ...others]);
    renderTab();
    await rowOf('Priya Shah');
    expect(screen.getByText('1–25 of 32')).toBeTruthy();
    expect(screen.getByRole('combobox', { name: staffMessages.leads.columns.type })).toBeTruthy();
    for (const absent of [staffMessages.leads.columns.agent, staffMessages.leads.columns.source]) {
      expect(screen.queryByRole('combobox', { name: absent })).toBeNull();
    }

    await user.click(screen.getByRole('button', { name: staffMessages.dataTable.nextPage }));
    await rowOf('Client 00');
    expect(shownQuery().get('leads_page')).toBe('2');
    await user.selectOptions(
      screen.getByRole('combobox', { name: staffMessages.leads.columns.status }),
      staffMessages.leads.statusLabels.contacted,
    );
    await vi.waitFor(() => expect(names()).toEqual(['Priya Shah']));
    expect(listRequests().at(-1)).toEqual({ status: 'contacted', limit: '25' });
    expect(shownQuery().get('leads_page')).toBeNull();
    expect(shownQuery().get('leads_cursor')).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: staffMessages.leads.columns.status }), '');
    await user.type(screen.getByRole('searchbox', { name: staffMessages.leads.search }), 'marc@example.com');
    await vi.waitFor(() => expect(names()).toEqual(['Marc Tremblay']));
    expect(listRequests().at(-1)).toEqual({ q: 'marc@example.com', limit: '25' });
    expect(listRequests().filter((params) => params.q && params.q !== 'marc@example.com')).toEqual([]);
    expect(shownQuery().get('leads_q')).toBe('marc@example.com');
  });

  it('shows a lead that arrives while the list is open within 30 s, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    try {
      const leads = [quote];
      serve(leads);
      renderTab();
      await rowOf('Priya Shah');
      leads.unshift(
        lead({ id: 'lead-new', client_name: 'Nina Newest', created_at: '2026-11-22T15:00:00.000Z' }),
      );
      vi.advanceTimersByTime(30_000);
      expect(await rowOf('Nina Newest')).toBeTruthy();
      expect(names()).toEqual(['Nina Newest', 'Priya Shah']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reads a lead by its id: another agent's (404) is not found", async () => {
    serve([quote]);
    renderTab('/agent-dashboard/leads?lead=lead-someone-elses');
    expect(await screen.findByText(staffMessages.leads.notFound)).toBeTruthy();
    expect(api.authedRequest).toHaveBeenCalledWith('/api/me/leads/lead-someone-elses', expect.anything());
  });

  it("says 'Failed to fetch leads' with Retry when the list cannot load", async () => {
    api.authedRequest.mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));
    renderTab();
    await failedThenRetry(staffMessages.leads.fetchFailed, () => serve([quote]), {
      toastOptions: expect.anything(),
      retry: staffMessages.dataTable.retry,
    });
    expect(await rowOf('Priya Shah')).toBeTruthy();
  });

  it('opens a lead at its own URL and shows a chatbot transcript as a conversation', async () => {
    const user = userEvent.setup();
    serve([quote, chat]);
    renderTab();
    await user.click(
      await screen.findByRole('button', { name: staffMessages.leads.viewDetails('Marc Tremblay') }),
    );
    expect(screen.getByLabelText('query').textContent).toBe('?lead=lead-chat');

    const dialog = screen.getByRole('dialog', { name: 'Marc Tremblay' });
    // The row stands in until the lead comes whole, its transcript with it.
    const turns = within(
      await within(dialog).findByRole('list', { name: staffMessages.leads.conversationSection }),
    ).getAllByRole('listitem');
    expect(api.authedRequest).toHaveBeenCalledWith('/api/me/leads/lead-chat', expect.anything());
    expect(turns.map((turn) => turn.textContent)).toEqual([
      `${staffMessages.leads.speakers.assistant}Hello! How can I help with your mortgage?`,
      `${staffMessages.leads.speakers.user}I want to renew in March.`,
    ]);
  });

  it("shows a quote lead's figures in CAD from a reloaded ?lead= URL, and bad notes as saved", async () => {
    serve([quote, lead({ id: 'lead-bad', client_name: 'Bad Notes', notes: '{"conversation": [oops' })]);
    renderTab('/agent-dashboard/leads?lead=lead-quote');
    const dialog = await screen.findByRole('dialog', { name: 'Priya Shah' });
    for (const text of ['$800,000.00', '$160,000.00', 'Ontario', '25 years', '$3,712.34', '$640,000.00']) {
      expect(within(dialog).getByText(text)).toBeTruthy();
    }
    cleanup();
    renderTab('/agent-dashboard/leads?lead=lead-bad');
    const bad = await screen.findByRole('dialog', { name: 'Bad Notes' });
    expect(within(bad).getByText(staffMessages.leads.transcriptUnreadable)).toBeTruthy();
    expect(within(bad).getByText('{"conversation": [oops')).toBeTruthy();
  });

  it('shows no figure a name-and-e-mail-only quote never gave (issue 35)', async () => {
    const bare = lead({
      id: 'lead-bare',
      client_name: 'Bare Quote',
      type: 'rate_quote',
      metadata: {
        price: 0,
        downPayment: 0,
        location: 'Ontario',
        amortization: 25,
        calculations: { cmhcInsurance: 0, totalMortgage: 0, monthlyPayment: 0 },
      },
    });
    serve([bare]);
    renderTab('/agent-dashboard/leads?lead=lead-bare');
    const dialog = await screen.findByRole('dialog', { name: 'Bare Quote' });
    expect(within(dialog).getByText('Ontario')).toBeTruthy();
    expect(within(dialog).queryByText('$0.00')).toBeNull();
    expect(within(dialog).queryByText(staffMessages.leads.figures.price)).toBeNull();
  });

  it("shows the lead's language among its details: French for a French lead, English otherwise and when unrecorded", async () => {
    const french = lead({ id: 'lead-fr', client_name: 'Julie Gagnon', type: 'contact', language: 'fr' });
    serve([french, quote]);
    const languageOf = async (url: string, name: string) => {
      renderTab(url);
      const dialog = await screen.findByRole('dialog', { name });
      const label = within(dialog).getByText(staffMessages.leads.columns.language, { selector: 'dt' });
      const value = label.nextElementSibling?.textContent;
      cleanup();
      return value;
    };
    expect(await languageOf('/agent-dashboard/leads?lead=lead-fr', 'Julie Gagnon')).toBe('French');
    // A lead from before issue 20 has no language: English.
    expect(await languageOf('/agent-dashboard/leads?lead=lead-quote', 'Priya Shah')).toBe('English');
    serve([{ ...quote, language: 'en' }]);
    expect(await languageOf('/agent-dashboard/leads?lead=lead-quote', 'Priya Shah')).toBe('English');
  });

  it("changes the status at once and puts it back with 'Failed to update lead status' when the call fails", async () => {
    const user = userEvent.setup();
    const server = serve([chat]);
    renderTab('/agent-dashboard/leads?lead=lead-chat');
    const dialog = await screen.findByRole('dialog', { name: 'Marc Tremblay' });
    const status = within(dialog).getByRole('combobox', { name: staffMessages.leads.changeStatus });

    await user.selectOptions(status, 'contacted');
    expect(api.authedRequest).toHaveBeenCalledWith('/api/me/leads/lead-chat', {
      method: 'PATCH',
      body: { status: 'contacted' },
      schema: expect.anything(),
    });
    // The list (behind the dialog) shows the new status before the server answers.
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getByText(staffMessages.leads.statusLabels.contacted)).toBeTruthy();
    expect((status as HTMLSelectElement).value).toBe('contacted');

    server.settle().reject(new ApiError(500, 'internal', 'Internal error'));
    expect(await within(table).findByText(staffMessages.leads.statusLabels.new)).toBeTruthy();
    expect((status as HTMLSelectElement).value).toBe('new');
    expect(toast.error).toHaveBeenCalledWith(staffMessages.leads.statusFailed);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('confirms a status change that succeeds', async () => {
    const user = userEvent.setup();
    const server = serve([chat]);
    renderTab('/agent-dashboard/leads?lead=lead-chat');
    const dialog = await screen.findByRole('dialog', { name: 'Marc Tremblay' });
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: staffMessages.leads.changeStatus }),
      'qualified',
    );
    server.settle().resolve({ ...chat, status: 'qualified' });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(staffMessages.leads.statusUpdated));
  });
});

describe('Leads tab below 768 px (issue 35)', () => {
  beforeEach(() => stubBrowser({ narrow: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each lead as a card headed by its name, with its status, contact links, type and date; the name opens it', async () => {
    const user = userEvent.setup();
    serve([quote, chat]);
    renderTab();
    const list = await screen.findByRole('list', { name: dashboardMessages.tabs.leads });
    const [priya, marc] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(priya).getByRole('heading', { level: 3 }).textContent).toBe('Priya Shah');
    expect(within(priya).getByText(staffMessages.leads.statusLabels.contacted)).toBeTruthy();
    expect(within(priya).getByRole('link', { name: '(416) 555-0101' }).getAttribute('href')).toBe(
      'tel:+14165550101',
    );
    expect(within(priya).getByText(staffMessages.leads.typeLabels.rate_quote)).toBeTruthy();
    expect(within(priya).getByText('Nov 21, 2026')).toBeTruthy();
    expect(within(marc).getByText(staffMessages.leads.sourceLabels['AI Chatbot'])).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    // The keyboard reaches the name's button, which opens the lead.
    within(marc)
      .getByRole('button', { name: staffMessages.leads.viewDetails('Marc Tremblay') })
      .focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Marc Tremblay' })).toBeTruthy();
    expect(shownQuery().get('lead')).toBe('lead-chat');
  });
});
