// @vitest-environment jsdom
import './support/signed-in-fakes';
import { type AuditEntry, adminMessages } from '@maplestone/shared';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import AuditPanel from '../../../web/src/features/audit/super-admin/audit-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { api } from './support/fake-api';
import { renderWithQuery, shownQuery } from './support/render';
import { cellTexts } from './support/table';

const m = adminMessages.audit;

const entry = (fields: Partial<AuditEntry> & Pick<AuditEntry, 'id' | 'at'>): AuditEntry => ({
  actor: { id: 'sub-1', email: 'superadmin@example.com', name: 'Sam Super' },
  route: 'PATCH /api/admin/agents/{id}',
  action: 'updateAgent',
  entity: { type: 'agents', id: 'agent-sarah-chen' },
  request: { params: { id: 'agent-sarah-chen' }, summary: { name: 'Sarah C.' } },
  before: { id: 'agent-sarah-chen', name: 'Sarah Chen', is_active: true, phone: '416' },
  after: { id: 'agent-sarah-chen', name: 'Sarah C.', is_active: true, phone: '416' },
  status: 200,
  ...fields,
});

const rename = entry({ id: 'e1', at: '2026-11-22T15:00:00.000Z' });
const exported = entry({
  id: 'e2',
  at: '2026-11-21T15:00:00.000Z',
  route: 'POST /api/admin/exports',
  action: 'exportLeadsCsv',
  entity: { type: 'leads', id: null },
  request: { params: {}, summary: { type: 'contact' } },
  before: null,
  after: null,
  status: 202,
});
const older = entry({
  id: 'e3',
  at: '2026-11-01T15:00:00.000Z',
  route: 'DELETE /api/admin/products/{id}',
  action: 'deleteProduct',
  entity: { type: 'products', id: 'product-1' },
  before: { id: 'product-1', name: 'Bridge loan' },
  after: null,
});

/** The API: the first page holds two entries and a cursor, the next page the third. */
function serve() {
  api.authedRequest.mockImplementation((path: string) => {
    if (!path.startsWith('/api/admin/audit'))
      return Promise.reject(new ApiError(404, 'not_found', 'Not found'));
    const params = new URLSearchParams(path.split('?')[1] ?? '');
    if (params.get('cursor') === 'next') return Promise.resolve({ entries: [older], cursor: null });
    return Promise.resolve({ entries: [rename, exported], cursor: 'next' });
  });
}

function renderPanel(url = '/super-admin/audit') {
  return renderWithQuery(<AuditPanel />, url);
}

const query = shownQuery;
const requested = () => api.authedRequest.mock.calls.map(([path]) => String(path));
const detailsButtons = () => screen.queryAllByRole('button', { name: /^Details of/ });

beforeEach(() => {
  vi.resetAllMocks();
});

describe('Audit log panel', () => {
  it('lists entries newest first with who, action and entity; Load more adds the next page; axe finds nothing serious', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    await screen.findByText(m.actions.updateAgent!, {}, { timeout: 5000 });
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Sam Super')).toBeTruthy();
    // Plain words (issue 35): the record by its name, its id on hover; a list by its kind.
    expect(within(rows[0]!).getByText('Agent: Sarah C.').getAttribute('title')).toBe('agent-sarah-chen');
    expect(within(rows[1]!).getByText(m.actions.exportLeadsCsv!)).toBeTruthy();
    expect(within(rows[1]!).getByText(m.entities.leads!)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await user.click(screen.getByRole('button', { name: m.loadMore }));
    expect(await screen.findByText(m.actions.deleteProduct!)).toBeTruthy();
    expect(requested().some((path) => path.includes('cursor=next'))).toBe(true);
    expect(screen.queryByRole('button', { name: m.loadMore })).toBeNull();

    // A deletion: every field was there before and is gone after.
    await user.click(
      await screen.findByRole('button', { name: new RegExp(`^Details of "${m.actions.deleteProduct}"`) }),
    );
    const dialog = await screen.findByRole(
      'dialog',
      { name: m.detailsTitle(m.actions.deleteProduct!) },
      { timeout: 10_000 },
    );
    const deleted = within(within(dialog).getByRole('table', { name: m.changed }))
      .getAllByRole('row')
      .slice(1);
    expect(deleted.map(cellTexts)).toEqual([
      ['product-1', m.none],
      ['Bridge loan', m.none],
    ]);
  });

  it('keeps the filters in the URL and asks the API with them', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    await screen.findByText(m.actions.updateAgent!, {}, { timeout: 5000 });

    await user.selectOptions(screen.getByLabelText(m.entity), 'agents');
    expect(query().get('audit_entity')).toBe('agents');
    await user.type(screen.getByLabelText(m.actor), 'superadmin@example.com{Enter}');
    expect(query().get('audit_actor')).toBe('superadmin@example.com');
    await vi.waitFor(() =>
      expect(requested()).toContain('/api/admin/audit?actor=superadmin%40example.com&entity=agents'),
    );

    await user.click(screen.getByRole('button', { name: m.clear }));
    expect(query().get('audit_entity')).toBeNull();
    expect(query().get('audit_actor')).toBeNull();
  });

  it('filters on the FINTRAC records too, which the brokers’ file writes (ADR 118)', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    await screen.findByText(m.actions.updateAgent!, {}, { timeout: 5000 });
    const select = screen.getByLabelText(m.entity) as HTMLSelectElement;
    expect(within(select).getByRole('option', { name: m.entities.fintrac! })).toBeTruthy();
    await user.selectOptions(select, 'fintrac');
    await vi.waitFor(() => expect(requested()).toContain('/api/admin/audit?entity=fintrac'));
  });

  it('reads its filters from a bookmarked URL', async () => {
    serve();
    renderPanel('/super-admin/audit?audit_from=2026-11-01&audit_to=2026-11-22&audit_entity=leads');
    await screen.findByText(m.actions.updateAgent!, {}, { timeout: 5000 });
    expect(requested()[0]).toBe('/api/admin/audit?from=2026-11-01&to=2026-11-22&entity=leads');
    expect((screen.getByLabelText(m.entity) as HTMLSelectElement).value).toBe('leads');
    expect((screen.getByLabelText(m.from) as HTMLInputElement).value).toBe('2026-11-01');
  });

  it('opens an entry: the changed fields before and after side by side, the rest folded away', async () => {
    const user = userEvent.setup();
    serve();
    renderPanel();
    await screen.findByText(m.actions.updateAgent!, {}, { timeout: 5000 });
    await user.click(detailsButtons()[0]!);
    const dialog = await screen.findByRole(
      'dialog',
      { name: m.detailsTitle(m.actions.updateAgent!) },
      { timeout: 10_000 },
    );
    const changed = within(dialog).getByRole('table', { name: m.changed });
    const [, nameRow, ...rest] = within(changed).getAllByRole('row');
    expect(rest).toEqual([]);
    expect(within(nameRow!).getByRole('rowheader').textContent).toBe('name');
    expect(cellTexts(nameRow!)).toEqual(['Sarah Chen', 'Sarah C.']);
    expect(within(dialog).getByText(m.unchanged(3), { selector: 'summary' })).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    // An export has no entity values: the dialog says so.
    await user.click(detailsButtons()[1]!);
    expect(await screen.findByText(m.notRecorded)).toBeTruthy();
  });

  it("shows the empty state, and the API's refusal of a filter", async () => {
    api.authedRequest.mockResolvedValue({ entries: [], cursor: null });
    renderPanel();
    expect(await screen.findByText(m.empty, {}, { timeout: 5000 })).toBeTruthy();
    cleanup();
    api.authedRequest.mockRejectedValue(new ApiError(400, 'validation_failed', m.rangeTooLong));
    renderPanel('/super-admin/audit?audit_from=2020-01-01');
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(m.rangeTooLong);
  });
});
