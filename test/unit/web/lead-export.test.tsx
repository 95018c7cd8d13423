// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import type { LeadExport } from '@maplestone/shared/schemas/exports';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LeadExportButton } from '../../../web/src/features/leads/super-admin/export';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { renderScreen } from './support/render';

const m = adminMessages.leads;

const filter = { status: 'new', q: 'roy', from: '2026-11-01', to: '2026-11-15' } as const;

/** The export as the API answers it, running with no rows unless said. */
const exportState = (fields: Partial<LeadExport> = {}): LeadExport => ({
  id: 'export-1',
  status: 'running',
  rows: 0,
  filters: filter,
  started_by: { id: 'sub-1', name: 'Sam Super', role: 'super_admin' },
  started_at: '2026-11-21T15:00:00.000Z',
  finished_at: null,
  filename: 'leads-2026-11-21.csv',
  download_url: null,
  download_expires_at: null,
  ...fields,
});

const DOWNLOAD_URL = 'http://127.0.0.1:4569/exports/leads/export-1/leads-2026-11-21.csv?X-Amz-Expires=300';

/**
 * The POST answers the export running; each GET answers the next of `states` (the last one again once they run
 * out), or fails with `failure` when it is given.
 */
function serve(states: LeadExport[], { post, failure }: { post?: unknown; failure?: unknown } = {}): Call[] {
  let polled = 0;
  return answerRequests((call) => {
    if (call.method === 'POST') {
      if (post instanceof Error) throw post;
      return post ?? exportState();
    }
    if (failure) throw failure;
    return states[Math.min(polled++, states.length - 1)];
  });
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('LeadExportButton', () => {
  it('starts an export of the filters, shows the rows written while it runs, then offers the file', async () => {
    const user = userEvent.setup();
    const calls = serve([
      exportState({ rows: 500 }),
      exportState({ rows: 1000 }),
      exportState({
        status: 'done',
        rows: 1234,
        finished_at: '2026-11-21T15:00:09.000Z',
        download_url: DOWNLOAD_URL,
        download_expires_at: new Date(Date.now() + 300_000).toISOString(),
      }),
    ]);
    renderScreen(<LeadExportButton filter={{ ...filter, agent: '' }} />);
    const button = screen.getByRole('button', { name: m.exportCsv });
    await user.click(button);

    // The table's filters, the empty one left out, as the POST's JSON body.
    expect(calls[0]).toEqual({ path: '/api/admin/exports', method: 'POST', body: filter });
    expect(button.textContent).toBe(m.exporting);
    expect((button as HTMLButtonElement).disabled).toBe(true);
    const status = screen.getByRole('status');
    expect(status.getAttribute('aria-live')).toBe('polite');
    await vi.waitFor(() => expect(status.textContent).toBe(m.exportProgress(500)));
    await vi.waitFor(() => expect(status.textContent).toBe(m.exportProgress(1000)), { timeout: 3000 });
    expect(m.exportProgress(1000)).toBe('Exporting… 1,000 rows written');

    const link = await screen.findByRole('link', { name: m.downloadCsv }, { timeout: 3000 });
    expect(link.getAttribute('href')).toBe(DOWNLOAD_URL);
    expect(link.getAttribute('download')).toBe('leads-2026-11-21.csv');
    expect(status.textContent).toBe(m.exportReady(1234));
    expect(calls.slice(1).map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/admin/exports/export-1',
      'GET /api/admin/exports/export-1',
      'GET /api/admin/exports/export-1',
    ]);
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.exported));
    expect(toast.success).toHaveBeenCalledTimes(1);
    expect(toast.error).not.toHaveBeenCalled();
    expect(button.textContent).toBe(m.exportCsv);
    expect((button as HTMLButtonElement).disabled).toBe(false);
    expect(await seriousViolations()).toEqual([]);
  });

  it("says 'Failed to export leads' when the job fails, and offers no file", async () => {
    const user = userEvent.setup();
    serve([
      exportState({ rows: 500 }),
      exportState({ status: 'failed', rows: 500, finished_at: '2026-11-21T15:01:00.000Z' }),
    ]);
    renderScreen(<LeadExportButton filter={filter} />);
    await user.click(screen.getByRole('button', { name: m.exportCsv }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.exportFailed), { timeout: 3000 });
    expect(screen.getByRole('status').textContent).toBe(m.exportFailed);
    expect(screen.queryByRole('link', { name: m.downloadCsv })).toBeNull();
    expect(toast.success).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: m.exportCsv }) as HTMLButtonElement).disabled).toBe(false);
  });

  it("says 'Failed to export leads' when the export cannot start, and asks nothing more", async () => {
    const user = userEvent.setup();
    const calls = serve([], { post: new ApiError(502, 'export_failed', m.exportFailed) });
    renderScreen(<LeadExportButton filter={filter} />);
    await user.click(screen.getByRole('button', { name: m.exportCsv }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.exportFailed));
    expect(calls).toHaveLength(1);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('stays disabled when the table says so', () => {
    serve([]);
    renderScreen(<LeadExportButton filter={filter} disabled />);
    expect((screen.getByRole('button', { name: m.exportCsv }) as HTMLButtonElement).disabled).toBe(true);
  });
});
