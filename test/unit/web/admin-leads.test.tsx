// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages, type Lead, staffMessages } from '@maplestone/shared';
import { peopleApplicationWords } from '@maplestone/shared/i18n/en/people';
import { fileEntryWords } from '@maplestone/shared/i18n/en/staff/back-office/file';
import type { LeadExport } from '@maplestone/shared/schemas/exports';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LeadsPanel from '../../../web/src/features/leads/super-admin/leads-panel';
import { ApiError } from '../../../web/src/lib/api';
import { createdEvent } from './support/agent-leads';
import { seriousViolations } from './support/axe';
import { stubBrowser } from './support/browser';
import { api, toast } from './support/fake-api';
import { leadRecord } from './support/fixtures';
import { answerPage, pageRequests } from './support/paged-api';
import { renderWithQuery, shownQuery } from './support/render';
import { failedThenRetry } from './support/retry';

const l = staffMessages.leads;
const m = adminMessages.leads;
const d = staffMessages.dataTable;

// Unassigned unless said.
const lead = (fields: Partial<Lead> & Pick<Lead, 'id' | 'client_name'>): Lead =>
  leadRecord({ agent_id: null, agent_name: null, ...fields });

// Newest first, as the API answers.
const priya = lead({
  id: 'lead-priya',
  client_name: 'Priya Shah',
  client_email: 'priya@example.com',
  agent_id: 'agent-marc',
  agent_name: 'Marc Tremblay',
  type: 'rate_quote',
  source: 'mortgage_calculator',
  status: 'contacted',
  created_at: '2026-11-21T15:00:00.000Z',
  metadata: { price: 800000, downPayment: 160000 },
});
const jean = lead({
  id: 'lead-jean',
  client_name: 'Jean Roy',
  agent_id: 'agent-sophie',
  agent_name: 'Sophie Martin',
  type: 'contact',
  source: 'contact_form',
  created_at: '2026-11-10T15:00:00.000Z',
});
const alex = lead({ id: 'lead-alex', client_name: 'Alex Applicant', created_at: '2026-10-01T15:00:00.000Z' });

/** The agents the reassignment offers: the active ones other than the lead's own. */
const agentOptions = [
  {
    id: 'agent-marc',
    name: 'Marc Tremblay',
    email: 'marc@example.com',
    profile_slug: 'marctremblay',
    is_active: true,
  },
  {
    id: 'agent-sophie',
    name: 'Sophie Martin',
    email: 'sophie@example.com',
    profile_slug: 'sophiemartin',
    is_active: true,
  },
  {
    id: 'agent-gone',
    name: 'Gone Agent',
    email: 'gone@example.com',
    profile_slug: 'goneagent',
    is_active: false,
  },
];

type Settle = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/** An export of the leads as its own GET answers it once done (its start answers it running). */
const EXPORT: LeadExport = {
  id: 'export-1',
  status: 'done',
  rows: 1,
  filters: {},
  started_by: { id: 'sub-1', name: 'Sam Super', role: 'super_admin' },
  started_at: '2026-11-21T15:00:00.000Z',
  finished_at: '2026-11-21T15:00:01.000Z',
  filename: 'leads-2026-11-21.csv',
  download_url: 'http://127.0.0.1:4569/exports/leads/export-1/leads-2026-11-21.csv',
  download_expires_at: '2099-01-01T00:00:00.000Z',
};

/** A lead's activity entries as the fake API has recorded them (its arrival is added on reading). */
let recorded: Record<string, unknown[]> = {};

/**
 * The list answers a page of these leads as the API does (filters, search, order, cursor; `totals` as its
 * counters know them), a lead's own path the lead whole, its history its recorded entries and its arrival;
 * a PATCH, DELETE, note or export's start waits for the test to settle it (the export, once started, is done).
 */
function serve(leads: Lead[], { totals = true }: { totals?: boolean } = {}) {
  recorded = {};
  const pending: Record<string, Settle> = {};
  const wait = (name: string) =>
    new Promise((resolve, reject) => {
      pending[name] = { resolve, reject };
    });
  api.authedRequest.mockImplementation((path: string, options: { method?: string }) => {
    if (path.split('?')[0] === '/api/admin/leads' && !options.method) {
      try {
        return Promise.resolve(answerPage(structuredClone(leads), path, { totals }));
      } catch (refused) {
        return Promise.reject(refused);
      }
    }
    const whole = leads.find((lead) => path === `/api/admin/leads/${lead.id}`);
    if (whole && !options.method) return Promise.resolve(structuredClone(whole));
    const history = leads.find((lead) => path === `/api/admin/leads/${lead.id}/history`);
    if (history) {
      return Promise.resolve({
        events: [...(recorded[history.id] ?? []), createdEvent(history)],
        next_cursor: null,
      });
    }
    if (path === '/api/admin/agents/options') return Promise.resolve(structuredClone(agentOptions));
    if (options.method === 'POST' && path.endsWith('/notes')) return wait('note');
    if (options.method === 'POST' && path.endsWith('/reassign')) return wait('reassign');
    if (options.method === 'POST' && path === '/api/admin/exports') return wait('export');
    if (path === `/api/admin/exports/${EXPORT.id}`) return Promise.resolve(structuredClone(EXPORT));
    if (options.method === 'PATCH' || options.method === 'DELETE') return wait(options.method);
    return Promise.reject(new ApiError(404, 'not_found', 'Not found'));
  });
  return (name: 'PATCH' | 'DELETE' | 'note' | 'export' | 'reassign') => pending[name]!;
}

function renderPanel(url = '/super-admin/leads') {
  return renderWithQuery(<LeadsPanel />, url);
}

const query = shownQuery;
/** The query parameters of each request for a page of the list. */
const listRequests = () =>
  pageRequests(
    api.authedRequest.mock.calls.map(([path, options]) => ({ path, method: options?.method })),
    '/api/admin/leads',
  );
const optionTexts = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);
/** 30 leads a day apart, the newest on November 21, 2026. */
const thirty = Array.from({ length: 30 }, (_, i) =>
  lead({
    id: `lead-${i + 1}`,
    client_name: `Client ${String(i + 1).padStart(2, '0')}`,
    created_at: new Date(Date.UTC(2026, 9, 23 + i, 15)).toISOString(),
  }),
);
const rowOf = async (name: string) =>
  (await screen.findByRole('button', { name: l.viewDetails(name) }, { timeout: 5000 })).closest('tr')!;
const names = () => screen.queryAllByRole('button', { name: /View details for/ }).map((b) => b.textContent);

beforeEach(() => {
  vi.resetAllMocks();
});

describe('Admin leads panel', () => {
  it("lists every lead newest first with its agent's name ('Unassigned' without one); axe finds nothing serious", async () => {
    serve([priya, jean, alex]);
    renderPanel();
    const row = await rowOf('Priya Shah');
    expect(within(row).getByRole('cell', { name: 'Marc Tremblay' })).toBeTruthy();
    expect(within(await rowOf('Alex Applicant')).getByText(l.unassigned)).toBeTruthy();
    expect(names()).toEqual(['Priya Shah', 'Jean Roy', 'Alex Applicant']);
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads?limit=25', expect.anything());
    expect(screen.getByText('1–3 of 3')).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it("shows a lead's borrower file stage on its row, linking to the file; a lead without a file shows none (issue 38)", async () => {
    serve([{ ...priya, file_stage: 'sent_to_lender' }, jean, { ...alex, file_stage: 'lost' }]);
    renderPanel();
    const row = await rowOf('Priya Shah');
    const stage = fileEntryWords.stages.sent_to_lender;
    const link = within(row).getByRole('link', { name: l.fileStage.open('Priya Shah', stage) });
    expect(link.textContent).toBe(l.fileStage.label(stage));
    expect(link.getAttribute('href')).toBe('/super-admin/files/lead-priya');
    expect(
      within(await rowOf('Alex Applicant')).getByText(l.fileStage.label(fileEntryWords.stages.lost)),
    ).toBeTruthy();
    expect(within(await rowOf('Jean Roy')).queryByText(/^File: /)).toBeNull();
    expect(await seriousViolations()).toEqual([]);
  });

  it('pages by cursor: Next asks for the next page, Previous for the one before; the count knows the total', async () => {
    const user = userEvent.setup();
    serve(thirty);
    renderPanel();
    await rowOf('Client 30');
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: d.nextPage }));
    expect(await rowOf('Client 05')).toBeTruthy();
    expect(screen.getByText('26–30 of 30')).toBeTruthy();
    const cursor = listRequests().at(-1)?.cursor;
    expect(listRequests().at(-1)).toEqual({ limit: '25', cursor });
    expect(query().get('leads_cursor')).toBe(cursor);
    expect(query().get('leads_page')).toBe('2');
    await user.click(screen.getByRole('button', { name: d.previousPage }));
    expect(await rowOf('Client 30')).toBeTruthy();
    expect(listRequests().at(-1)).toEqual({ limit: '25' });
    expect(query().get('leads_cursor')).toBeNull();
  });

  it('goes back to the first page when a bookmarked page is no longer valid (400)', async () => {
    serve(thirty);
    renderPanel('/super-admin/leads?leads_status=new&leads_page=4&leads_cursor=expired');
    expect(await rowOf('Client 30')).toBeTruthy();
    expect(listRequests()).toEqual([
      { status: 'new', limit: '25', cursor: 'expired' },
      { status: 'new', limit: '25' },
    ]);
    expect(query().get('leads_status')).toBe('new');
    expect(query().get('leads_cursor')).toBeNull();
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says there are more when the API gives no total (dates), and orders by arrival only', async () => {
    const user = userEvent.setup();
    serve(thirty);
    renderPanel('/super-admin/leads?leads_from=2026-10-01');
    expect(await screen.findByText(d.rowsOfMore(1, 25))).toBeTruthy();
    expect(listRequests()).toEqual([{ from: '2026-10-01', limit: '25' }]);
    const received = screen.getByRole('columnheader', { name: new RegExp(l.columns.date) });
    expect(received.getAttribute('aria-sort')).toBe('descending');
    // The e-mail and phone are drawn under the name (issue 35): one header, 'Name, Email, Phone'.
    const nameHeader = new RegExp(`^${l.columns.name},? ?${l.columns.email},? ?${l.columns.phone}$`);
    for (const other of [nameHeader, l.columns.agent, l.columns.status]) {
      expect(within(screen.getByRole('columnheader', { name: other })).queryByRole('button')).toBeNull();
    }
    await user.click(within(received).getByRole('button'));
    expect(await rowOf('Client 01')).toBeTruthy();
    expect(names()[0]).toBe('Client 01');
    expect(listRequests().at(-1)).toEqual({ from: '2026-10-01', order: 'oldest', limit: '25' });
    expect(query().get('leads_order')).toBe('oldest');
  });

  it("says 'Failed to load applications' with Retry when the list cannot load", async () => {
    api.authedRequest.mockRejectedValue(new ApiError(500, 'internal', 'Internal error'));
    renderPanel();
    await failedThenRetry(peopleApplicationWords.listFailed, () => serve([priya]), {
      toastOptions: expect.anything(),
    });
    expect(await rowOf('Priya Shah')).toBeTruthy();
  });

  it("changes a row's status at once, puts it back with 'Failed to update lead status' when the call fails", async () => {
    const user = userEvent.setup();
    const settle = serve([priya, jean]);
    renderPanel();
    const status = within(await rowOf('Jean Roy')).getByRole('combobox', { name: l.statusOf('Jean Roy') });
    expect((status as HTMLSelectElement).value).toBe('new');

    await user.selectOptions(status, 'qualified');
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-jean', {
      method: 'PATCH',
      body: { status: 'qualified' },
      schema: expect.anything(),
    });
    expect((status as HTMLSelectElement).value).toBe('qualified');

    settle('PATCH').reject(new ApiError(500, 'internal', 'Internal error'));
    await vi.waitFor(() => expect((status as HTMLSelectElement).value).toBe('new'));
    expect(toast.error).toHaveBeenCalledWith(l.statusFailed);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('asks before deleting: Cancel sends nothing; Delete sends it and confirms', async () => {
    const user = userEvent.setup();
    const settle = serve([priya, jean]);
    renderPanel();
    await user.click(
      within(await rowOf('Jean Roy')).getByRole('button', { name: m.deleteLabel('Jean Roy') }),
    );
    const dialog = screen.getByRole('alertdialog', { name: m.deleteTitle('Jean Roy') });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.authedRequest).not.toHaveBeenCalledWith(
      expect.anything(),
      expect.objectContaining({ method: 'DELETE' }),
    );

    await user.click(
      within(await rowOf('Jean Roy')).getByRole('button', { name: m.deleteLabel('Jean Roy') }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-jean', {
      method: 'DELETE',
      schema: expect.anything(),
    });
    settle('DELETE').reject(new ApiError(500, 'internal', 'Internal error'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(l.deleteFailed));
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await user.click(
      within(await rowOf('Jean Roy')).getByRole('button', { name: m.deleteLabel('Jean Roy') }),
    );
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    settle('DELETE').resolve(null);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.deleted));
  });

  it('sends the filters, dates and search to the API from the first page, keeps them in the URL, and the CSV export carries exactly them', async () => {
    const user = userEvent.setup();
    const settle = serve([priya, jean, alex]);
    renderPanel();
    await rowOf('Priya Shah');

    // The agents come from the agents themselves, not from the rows a page holds (Gone Agent has none here).
    const agentFilter = screen.getByRole('combobox', { name: l.columns.agent });
    await waitFor(() =>
      expect(optionTexts(agentFilter)).toEqual([
        d.all(l.columns.agent),
        'Gone Agent',
        'Marc Tremblay',
        'Sophie Martin',
        l.unassigned,
      ]),
    );
    await user.selectOptions(agentFilter, 'Sophie Martin');
    expect(query().get('leads_agent')).toBe('agent-sophie');
    await waitFor(() => expect(names()).toEqual(['Jean Roy']));
    expect(listRequests().at(-1)).toEqual({ agent: 'agent-sophie', limit: '25' });
    await user.selectOptions(agentFilter, l.unassigned);
    await waitFor(() => expect(names()).toEqual(['Alex Applicant']));
    expect(listRequests().at(-1)).toEqual({ agent: 'none', limit: '25' });
    await user.selectOptions(agentFilter, '');
    await user.selectOptions(
      screen.getByRole('combobox', { name: l.columns.source }),
      l.sourceLabels.website,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: l.columns.status }), l.statusLabels.new);
    expect(query().get('leads_source')).toBe('website');
    expect(query().get('leads_status')).toBe('new');
    await waitFor(() => expect(names()).toEqual(['Alex Applicant']));
    expect(listRequests().at(-1)).toEqual({ status: 'new', source: 'website', limit: '25' });
    await user.selectOptions(screen.getByRole('combobox', { name: l.columns.source }), '');

    // The received-date range is the API's to apply: it keeps Jean (Nov 10) and drops Alex (Oct 1).
    await user.type(screen.getByLabelText(m.from), '2026-11-01');
    await user.type(screen.getByLabelText(m.to), '2026-11-15');
    expect(query().get('leads_from')).toBe('2026-11-01');
    expect(query().get('leads_to')).toBe('2026-11-15');
    await waitFor(() => expect(names()).toEqual(['Jean Roy']));
    expect(listRequests().at(-1)).toEqual({
      status: 'new',
      from: '2026-11-01',
      to: '2026-11-15',
      limit: '25',
    });
    await user.type(screen.getByRole('searchbox', { name: m.search }), ' jean ');
    expect(query().get('leads_q')).toBeNull();
    await waitFor(() => expect(query().get('leads_q')).toBe(' jean '));
    await waitFor(() => expect(listRequests().at(-1)?.q).toBe('jean'));
    // No total with a search or dates: this one page is all there is.
    expect(await screen.findByText('1–1 of 1')).toBeTruthy();

    // The export job (ADR 093) is started with exactly the filters on screen, then offers its file.
    const exportButton = screen.getByRole('button', { name: m.exportCsv });
    await user.click(exportButton);
    const started = api.authedRequest.mock.calls.find(([path]) => path === '/api/admin/exports');
    expect(started?.[1]).toMatchObject({
      method: 'POST',
      body: { status: 'new', from: '2026-11-01', to: '2026-11-15', q: 'jean' },
    });
    expect(exportButton.textContent).toBe(m.exporting);
    expect((exportButton as HTMLButtonElement).disabled).toBe(true);
    settle('export').resolve({ ...EXPORT, status: 'running', rows: 0, download_url: null });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.exported));
    expect(screen.getByRole('link', { name: m.downloadCsv }).getAttribute('href')).toBe(EXPORT.download_url);
    expect(exportButton.textContent).toBe(m.exportCsv);

    // Dates that keep no lead say so, and clearing them brings the rows back.
    await user.clear(screen.getByLabelText(m.from));
    await user.type(screen.getByLabelText(m.from), '2026-11-14');
    expect(await screen.findByText(m.noneInRange)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: m.clearDates }));
    expect(query().get('leads_from')).toBeNull();
    await waitFor(() => expect(names()).toEqual(['Jean Roy']));
    expect(listRequests().at(-1)).toEqual({ status: 'new', q: 'jean', limit: '25' });

    await user.click(screen.getByRole('button', { name: m.exportCsv }));
    settle('export').reject(new ApiError(500, 'internal', 'Internal error'));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.exportFailed));
  });

  it('opens ?lead= by its id when no page shown holds it, with its conversation; a lead gone says so', async () => {
    const olive = lead({
      id: 'lead-olive',
      client_name: 'Olive Older',
      created_at: '2025-06-01T15:00:00.000Z',
      source: 'AI Chatbot',
      notes: JSON.stringify({
        source: 'AI Chatbot',
        conversation: [{ role: 'user', content: 'Can I port my mortgage?' }],
      }),
    });
    serve([...thirty, olive]);
    renderPanel('/super-admin/leads?lead=lead-olive');
    const dialog = await screen.findByRole('dialog', { name: 'Olive Older' });
    expect(await within(dialog).findByText('Can I port my mortgage?')).toBeTruthy();
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-olive', expect.anything());
    // The page behind it is the newest 25, which she is not among.
    expect(
      await screen.findByRole('button', { name: l.viewDetails('Client 30'), hidden: true }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: l.viewDetails('Olive Older'), hidden: true })).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    cleanup();
    renderPanel('/super-admin/leads?lead=lead-gone');
    expect(await screen.findByText(l.notFound)).toBeTruthy();
  });

  it("opens the dashboard's lead detail from ?lead=, with the agent's name; its status saves through the admin API", async () => {
    const user = userEvent.setup();
    serve([priya, jean]);
    renderPanel('/super-admin/leads?lead=lead-priya');
    const dialog = await screen.findByRole('dialog', { name: 'Priya Shah' });
    expect(within(dialog).getByText('$800,000.00')).toBeTruthy();
    expect(within(dialog).getByText('Marc Tremblay')).toBeTruthy();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: l.changeStatus }), 'closed');
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-priya', {
      method: 'PATCH',
      body: { status: 'closed' },
      schema: expect.anything(),
    });
    expect(await seriousViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    expect(query().get('lead')).toBeNull();
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A click anywhere on a row opens it too, and the URL names it.
    await user.click(within(await rowOf('Jean Roy')).getByRole('cell', { name: 'Sophie Martin' }));
    expect(query().get('lead')).toBe('lead-jean');
    expect(await screen.findByRole('dialog', { name: 'Jean Roy' })).toBeTruthy();
  });

  it("reads a lead's activity and adds notes through the admin API; marks rows still new after a business hour", async () => {
    const user = userEvent.setup();
    const settle = serve([priya, jean]);
    renderPanel('/super-admin/leads?lead=lead-jean');
    const dialog = await screen.findByRole('dialog', { name: 'Jean Roy' });
    const activity = await within(dialog).findByRole('list', { name: l.activity.title });
    expect(within(activity).getByText(l.activity.created(l.sourceLabels.contact_form))).toBeTruthy();
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-jean/history', expect.anything());
    // Jean's lead is still new, ten days on.
    expect(within(dialog).getByText(l.firstContact.overdue)).toBeTruthy();

    await user.type(within(dialog).getByLabelText(l.activity.noteLabel), 'Asked Sophie to call back.');
    await user.click(within(dialog).getByRole('button', { name: l.activity.addNote }));
    await vi.waitFor(() =>
      expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-jean/notes', {
        method: 'POST',
        body: { text: 'Asked Sophie to call back.' },
        schema: expect.anything(),
      }),
    );
    const note = {
      kind: 'note',
      at: '2026-11-22T15:00:00.000Z',
      actor: { id: 'user-admin', name: 'Ada Admin', role: 'super_admin' },
      text: 'Asked Sophie to call back.',
    };
    recorded['lead-jean'] = [note];
    settle('note').resolve(note);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(l.activity.noteAdded));
    expect(await within(activity).findByText('Asked Sophie to call back.')).toBeTruthy();
    expect(within(activity).getByText(l.activity.by('Ada Admin'), { exact: false })).toBeTruthy();

    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const overdue = within(await rowOf('Jean Roy')).getByText(l.firstContact.overdueShort);
    expect(overdue.parentElement?.getAttribute('title')).toBe(l.firstContact.overdue);
    expect(within(await rowOf('Priya Shah')).queryByText(l.firstContact.overdueShort)).toBeNull();
  });

  it("reassigns a lead to another active agent, with progress and the toast; the API's refusal is shown as it says", async () => {
    const user = userEvent.setup();
    const settle = serve([priya, jean]);
    renderPanel('/super-admin/leads?lead=lead-priya');
    const dialog = await screen.findByRole('dialog', { name: 'Priya Shah' });
    const select = within(dialog).getByRole('combobox', { name: l.reassign.label });
    await vi.waitFor(() =>
      expect(
        within(select)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([l.reassign.choose, 'Sophie Martin (sophie@example.com)']),
    );
    const submit = within(dialog).getByRole('button', { name: l.reassign.submit });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(select, 'agent-sophie');
    await user.click(submit);
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-priya/reassign', {
      method: 'POST',
      body: { agent_id: 'agent-sophie' },
      schema: expect.anything(),
    });
    expect(within(dialog).getByRole('button', { name: l.reassign.pending })).toBeTruthy();
    settle('reassign').resolve({ ...priya, agent_id: 'agent-sophie', agent_name: 'Sophie Martin' });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(l.reassign.done('Sophie Martin')));

    await user.selectOptions(select, 'agent-sophie');
    await user.click(within(dialog).getByRole('button', { name: l.reassign.submit }));
    settle('reassign').reject(new ApiError(400, 'validation_failed', l.reassign.invalid));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(l.reassign.invalid));
    expect(await seriousViolations()).toEqual([]);
  });
});

describe('Admin leads panel below 768 px (issue 35)', () => {
  beforeEach(() => stubBrowser({ narrow: true }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows each lead as a card: its name opens it, its status changes, its contact links call and write, it deletes after asking', async () => {
    const user = userEvent.setup();
    const settle = serve([priya, jean]);
    renderPanel();
    const list = await screen.findByRole('list', { name: adminMessages.tabs.leads }, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const cardOf = (name: string) =>
      within(list)
        .getAllByRole('listitem')
        .find((item) => within(item).queryByRole('heading', { name }))!;
    const card = cardOf('Priya Shah');
    // Its key fields, labelled: the status first, then the agent, the type and source, the date.
    expect(
      within(card)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual([l.columns.status, l.columns.agent, l.columns.type, l.columns.source, l.columns.date]);
    expect(within(card).getByText('Marc Tremblay')).toBeTruthy();
    expect(within(card).getByText(l.typeLabels.rate_quote)).toBeTruthy();
    expect(within(card).getByText(l.sourceLabels.mortgage_calculator)).toBeTruthy();
    expect(within(card).getByText('Nov 21, 2026')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'priya@example.com' }).getAttribute('href')).toBe(
      'mailto:priya@example.com',
    );
    expect(await seriousViolations()).toEqual([]);

    const status = within(card).getByRole('combobox', { name: l.statusOf('Priya Shah') });
    await user.selectOptions(status, 'closed');
    expect(api.authedRequest).toHaveBeenCalledWith('/api/admin/leads/lead-priya', {
      method: 'PATCH',
      body: { status: 'closed' },
      schema: expect.anything(),
    });
    settle('PATCH').resolve({ ...priya, status: 'closed' });
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(l.statusUpdated));

    await user.click(within(cardOf('Priya Shah')).getByRole('button', { name: m.deleteLabel('Priya Shah') }));
    const confirm = await screen.findByRole('alertdialog', { name: m.deleteTitle('Priya Shah') });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await vi.waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());

    await user.click(within(cardOf('Priya Shah')).getByRole('button', { name: l.viewDetails('Priya Shah') }));
    expect(query().get('lead')).toBe('lead-priya');
    expect(await screen.findByRole('dialog', { name: 'Priya Shah' })).toBeTruthy();
  });
});
