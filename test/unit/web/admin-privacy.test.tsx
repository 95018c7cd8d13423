// @vitest-environment jsdom
import './support/signed-in-fakes';

import { adminMessages, type PrivacyRequest, type PrivacySearchResult } from '@maplestone/shared';
import { rateAlertMessages } from '@maplestone/shared/i18n/en/rate-alert';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import PrivacyPanel from '../../../web/src/features/privacy/super-admin/privacy-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { api, toast } from './support/fake-api';
import { answerPage, pageRequests } from './support/paged-api';

afterEach(cleanup);

const m = adminMessages.privacy;
const actor = { id: 'sub-1', name: 'Sam Super', role: 'super_admin' as const };

const request = (fields: Partial<PrivacyRequest> & Pick<PrivacyRequest, 'id'>): PrivacyRequest => ({
  email: 'pat@example.com',
  phone: null,
  kind: 'access',
  status: 'open',
  received_on: '2026-10-14',
  due_on: '2026-11-13',
  note: null,
  created_at: '2026-10-14T15:00:00.000Z',
  created_by: actor,
  closed_at: null,
  closed_by: null,
  days_left: -10,
  overdue: true,
  ...fields,
});

const overdue = request({ id: 'r1' });
const done = request({
  id: 'r2',
  email: null,
  phone: '416-555-0100',
  kind: 'correction',
  status: 'done',
  closed_at: '2026-11-02T15:00:00.000Z',
  closed_by: actor,
  days_left: 5,
  overdue: false,
});

const lead = (id: string, type: 'application' | 'rate_quote', created_at: string) => ({
  id,
  agent_id: 'agent-sarah-chen',
  agent_name: 'Sarah Chen',
  client_name: 'Pat Person',
  client_email: 'pat@example.com',
  client_phone: null,
  type,
  source: type === 'application' ? ('website' as const) : ('mortgage_calculator' as const),
  status: 'new' as const,
  message: null,
  notes: null,
  metadata: null,
  created_at,
});

const found: PrivacySearchResult = {
  email: 'pat@example.com',
  phone: null,
  searched_at: '2026-11-23T15:00:00.000Z',
  leads: [
    {
      lead: lead('l1', 'rate_quote', '2019-05-01T15:00:00.000Z'),
      events: [
        {
          kind: 'created',
          at: '2019-05-01T15:00:00.000Z',
          type: 'rate_quote',
          source: 'mortgage_calculator',
        },
      ],
      transcript: null,
      hold: null,
    },
    {
      lead: lead('l2', 'application', '2025-02-01T15:00:00.000Z'),
      events: [{ kind: 'created', at: '2025-02-01T15:00:00.000Z', type: 'application', source: 'website' }],
      transcript: null,
      hold: { reason: 'application', until: '2030-02-01T15:00:00.000Z', application_id: 'l2' },
    },
  ],
  subscription: { email: 'pat@example.com', created_at: '2024-01-01T15:00:00.000Z' },
  rate_alerts: [
    {
      email: 'pat@example.com',
      province: 'Ontario',
      rate_type: 'fixed',
      term: '5 year',
      target: 4.2,
      consent: {
        kind: 'express',
        text_version: 'rate-alert-2026-11',
        text: 'I consent…',
        given_at: '2026-11-20T15:00:00.000Z',
      },
      status: 'armed',
      created_at: '2026-11-20T15:00:00.000Z',
      updated_at: '2026-11-20T15:00:00.000Z',
      fired_at: null,
      last_rate: null,
      unsubscribed_at: null,
    },
  ],
};

/** The API as the panel sees it: the requests, a search, and the writes (recorded). */
function serve({
  requests = [overdue, done],
  search = found,
}: {
  requests?: PrivacyRequest[];
  search?: PrivacySearchResult | Error;
} = {}) {
  api.authedRequest.mockImplementation((path: string, options: { method?: string; body?: unknown } = {}) => {
    if (path.split('?')[0] === '/api/admin/privacy/requests' && !options.method)
      return Promise.resolve(answerPage(requests, path));
    if (path === '/api/admin/privacy/requests' && options.method === 'POST')
      return Promise.resolve(
        request({ id: 'r3', ...(options.body as object), days_left: 30, overdue: false }),
      );
    if (path.startsWith('/api/admin/privacy/search'))
      return search instanceof Error ? Promise.reject(search) : Promise.resolve(search);
    if (path === '/api/admin/privacy/anonymise')
      return Promise.resolve({
        anonymised: 1,
        held: [{ id: 'l2', reason: 'application', until: '2030-02-01T15:00:00.000Z' }],
        subscription_deleted: true,
        rate_alerts_deleted: 1,
        request_closed: false,
      });
    return Promise.reject(new ApiError(404, 'not_found', 'Not found'));
  });
  api.authedDownload.mockResolvedValue({ blob: new Blob(['{}']), filename: 'personal-data-2026-11-23.json' });
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/super-admin/privacy']}>
        <PrivacyPanel />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The query of each request for a page of the requests. */
const requestPages = () =>
  pageRequests(
    api.authedRequest.mock.calls.map(([path, options]) => ({ path, method: options?.method })),
    '/api/admin/privacy/requests',
  );

const writes = () =>
  api.authedRequest.mock.calls.filter(([, options]) => (options as { method?: string } | undefined)?.method);

beforeEach(() => {
  vi.resetAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:privacy');
  URL.revokeObjectURL = vi.fn();
});

describe('Privacy panel', () => {
  it('lists the open requests first with the due date in words (overdue said, not only coloured); all of them on asking, the done ones with who closed them', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    const table = await screen.findByRole('table', { name: m.title });
    const rows = (await within(table).findAllByRole('row')).slice(1);
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('pat@example.com')).toBeTruthy();
    expect(within(rows[0]!).getByText(m.overdue(10))).toBeTruthy();
    expect(screen.getByRole('button', { name: m.close('pat@example.com') })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.views.open }).getAttribute('aria-pressed')).toBe('true');
    expect(requestPages().at(-1)).toEqual({ status: 'open', limit: '25' });
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.views.all }));
    expect(await screen.findByText(m.closedOn('2026-11-02', 'Sam Super'))).toBeTruthy();
    expect(screen.getByRole('button', { name: m.reopen('416-555-0100') })).toBeTruthy();
    expect(screen.getByRole('button', { name: m.views.all }).getAttribute('aria-pressed')).toBe('true');
    expect(requestPages().at(-1)).toEqual({ limit: '25' });
  });

  it('says when no request is open, and when there is none at all', async () => {
    const user = userEvent.setup();
    serve({ requests: [done] });
    renderPanel();
    expect(await screen.findByText(m.openEmpty)).toBeTruthy();
    cleanup();
    serve({ requests: [] });
    renderPanel();
    await user.click(await screen.findByRole('button', { name: m.views.all }));
    expect(await screen.findByText(m.requestsEmpty)).toBeTruthy();
  });

  it('logs a request: refused without a kind, then without an e-mail or phone (nothing sent), then sent and toasted', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: m.newRequest }));
    const dialog = await screen.findByRole('dialog', { name: m.newRequestTitle });
    await user.click(within(dialog).getByRole('button', { name: m.submitRequest }));
    expect(await within(dialog).findByText(m.kindRequired)).toBeTruthy();
    await user.selectOptions(within(dialog).getByLabelText(m.kind), m.kinds.anonymisation);
    await user.click(within(dialog).getByRole('button', { name: m.submitRequest }));
    expect(await within(dialog).findByText(m.contactRequired)).toBeTruthy();
    expect(writes()).toEqual([]);

    await user.type(within(dialog).getByLabelText(m.email, { exact: false }), 'new@example.com');
    await user.click(within(dialog).getByRole('button', { name: m.submitRequest }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.requestCreated));
    expect(writes()[0]).toEqual([
      '/api/admin/privacy/requests',
      expect.objectContaining({
        method: 'POST',
        body: expect.objectContaining({ email: 'new@example.com', kind: 'anonymisation' }),
      }),
    ]);
  });

  it('searches a person, shows the hold and the subscription, exports the file, and anonymises after a confirmation that lists both', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    const form = await screen.findByRole('form', { name: m.search });
    await user.type(within(form).getByLabelText(m.email), 'Pat@Example.com');
    await user.click(within(form).getByRole('button', { name: m.searchSubmit }));

    const held = await screen.findByRole('table', { name: m.leadsTable });
    expect(within(held).getByText(`${m.holdReasons.application}. ${m.heldUntil('2030-02-01')}`)).toBeTruthy();
    expect(within(held).getByText(m.notHeld)).toBeTruthy();
    expect(screen.getByText(m.subscription('2024-01-01'))).toBeTruthy();
    const alerts = screen.getByRole('table', { name: m.rateAlertsTable });
    const alertRow = within(alerts).getAllByRole('row')[1]!;
    for (const text of ['5-year fixed in Ontario', '4.20%', rateAlertMessages.admin.armed, '2026-11-20'])
      expect(within(alertRow).getByText(text)).toBeTruthy();
    expect(String(api.authedRequest.mock.calls.at(-1)?.[0])).toBe(
      '/api/admin/privacy/search?email=Pat%40Example.com',
    );

    await user.click(screen.getByRole('button', { name: m.export }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.exported));
    expect(api.authedDownload).toHaveBeenCalledWith('/api/admin/privacy/export?email=Pat%40Example.com');

    await user.click(screen.getByRole('button', { name: m.anonymise }));
    const dialog = await screen.findByRole('alertdialog', { name: m.anonymiseTitle });
    expect(within(dialog).getByText(m.willAnonymise(1))).toBeTruthy();
    expect(within(dialog).getByText(m.willHold(1))).toBeTruthy();
    expect(
      within(dialog).getByText(
        /Mortgage application received 2025-02-01: Mortgage application: kept five years/,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(m.willUnsubscribe)).toBeTruthy();
    expect(within(dialog).getByText(m.willDeleteRateAlerts(1))).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: m.anonymise }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.anonymised(1, 1, 1)));
    expect(writes().at(-1)).toEqual([
      '/api/admin/privacy/anonymise',
      expect.objectContaining({ method: 'POST', body: { email: 'Pat@Example.com', phone: null } }),
    ]);
  });

  it("searches from a request's row, and anonymising then closes that request", async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    await user.click(await screen.findByRole('button', { name: m.lookUp('pat@example.com') }));
    await screen.findByRole('table', { name: m.leadsTable });
    expect((screen.getByLabelText(m.email) as HTMLInputElement).value).toBe('pat@example.com');
    await user.click(screen.getByRole('button', { name: m.anonymise }));
    const dialog = await screen.findByRole('alertdialog', { name: m.anonymiseTitle });
    expect(within(dialog).getByText(`${m.forRequest}.`)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: m.anonymise }));
    await vi.waitFor(() =>
      expect(writes().at(-1)?.[1]).toMatchObject({ body: { email: 'pat@example.com', request_id: 'r1' } }),
    );
  });

  it('a person with only a rate alert is not "nothing held": the alert is listed and can be deleted', async () => {
    const user = userEvent.setup();
    serve({ search: { ...found, leads: [], subscription: null } });
    renderPanel();
    const form = await screen.findByRole('form', { name: m.search });
    await user.type(within(form).getByLabelText(m.email), 'pat@example.com');
    await user.click(within(form).getByRole('button', { name: m.searchSubmit }));
    expect(await screen.findByRole('table', { name: m.rateAlertsTable })).toBeTruthy();
    expect(screen.queryByText(m.nothingFound)).toBeNull();
    await user.click(screen.getByRole('button', { name: m.anonymise }));
    const dialog = await screen.findByRole('alertdialog', { name: m.anonymiseTitle });
    expect(within(dialog).getByText(m.willDeleteRateAlerts(1))).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);
  });

  it('says when nothing is held, and shows a failed search with Retry', async () => {
    const user = userEvent.setup();
    serve({ search: { ...found, leads: [], subscription: null, rate_alerts: [] } });
    renderPanel();
    const form = await screen.findByRole('form', { name: m.search });
    await user.type(within(form).getByLabelText(m.phone), '416 555 0100');
    await user.click(within(form).getByRole('button', { name: m.searchSubmit }));
    expect(await screen.findByText(m.nothingFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: m.export })).toBeNull();

    cleanup();
    serve({ search: new ApiError(500, 'internal_error', 'Something went wrong') });
    renderPanel();
    const again = await screen.findByRole('form', { name: m.search });
    await user.type(within(again).getByLabelText(m.email), 'pat@example.com');
    await user.click(within(again).getByRole('button', { name: m.searchSubmit }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(m.searchFailed)).toBeTruthy();
    expect(within(alert).getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
