// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TestimonialsPanel from '../../../web/src/features/testimonials/super-admin/testimonials-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { cancelThenDelete } from './support/confirm-delete';
import { answerRequests, type Call, toast } from './support/fake-api';
import { answerPage, pageRequests } from './support/paged-api';
import { renderScreen, renderWithQuery, shownQuery } from './support/render';
import { failedThenRetry } from './support/retry';

// The fake API answers as /api/admin/testimonials does, a page at a time.
// The signed-in super admin (the guard's session): 'admin-me'.
vi.mock('../../../web/src/app/use-staff-session', () => ({
  useStaffSession: () => ({
    staff: { me: { id: 'admin-me', role: 'super_admin', full_name: 'Ada Admin' } },
    checking: false,
  }),
}));

// user-event walks a radio group with CSS.escape, which browsers have and jsdom does not.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;

const m = staffMessages.testimonials;
const a = adminMessages.testimonials;

const base = {
  rating: 4,
  created_at: '2026-04-10T12:00:00.000Z',
  agent_name: null,
  admin_name: null,
  admin_id: null,
  agent_id: null,
};
const fromAgent = {
  ...base,
  id: 't-agent',
  client_name: 'Priya Patel',
  content: 'Smooth renewal.',
  is_approved: false,
  agent_id: 'agent-1',
  agent_name: 'Sarah Chen',
};
const mine = {
  ...base,
  id: 't-mine',
  client_name: 'Marc Tremblay',
  content: 'Great service.',
  rating: 5,
  is_approved: true,
  admin_id: 'admin-me',
  admin_name: 'Ada Admin',
};
const othersAdmin = {
  ...base,
  id: 't-other',
  client_name: 'Jane Doe',
  content: 'Quick and clear.',
  is_approved: true,
  admin_id: 'admin-other',
  admin_name: 'Olga Other',
};

let calls: Call[];
/** What the fake API answers to a call; a thrown error (or a promise of one) is its failure. */
let answer: (call: Call) => unknown;

type Row = { id: string; created_at: string; agent_id: string | null; is_approved: boolean };
/** A page of `rows` as GET /api/admin/testimonials answers `path`; `status=pending`: the agents' unapproved. */
const pageOf = (rows: Row[], path: string) =>
  answerPage(rows, path, {
    filters: { status: (row) => row.agent_id !== null && !row.is_approved },
    totals: true,
  });

beforeEach(() => {
  answer = ({ method, body, path }) =>
    method === 'GET'
      ? pageOf([fromAgent, mine, othersAdmin], path)
      : method === 'DELETE'
        ? null
        : { ...mine, id: 't-new', ...(body as object) };
  calls = answerRequests((call) => answer(call));
});
afterEach(() => vi.resetAllMocks());

const writes = () => calls.filter((call) => call.method !== 'GET');

function renderPanel() {
  const user = userEvent.setup();
  renderScreen(<TestimonialsPanel />, '/super-admin/testimonials');
  return user;
}

const rowOf = async (client: string) =>
  (await screen.findByText(client, { selector: 'span' })).closest('tr') as HTMLElement;

describe('the super admin Testimonials panel', () => {
  it("lists every testimonial with its agent's or author's name; only agents' have the approval switch", async () => {
    renderPanel();
    const agentRow = await rowOf(fromAgent.client_name);
    expect(within(agentRow).getByText('Sarah Chen')).toBeTruthy();
    const toggle = within(agentRow).getByRole('switch', { name: a.approveLabel(fromAgent.client_name) });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(toggle.textContent).toBe(m.pending);

    const mineRow = await rowOf(mine.client_name);
    expect(within(mineRow).getByText('Ada Admin')).toBeTruthy();
    expect(within(mineRow).getByText(m.approved)).toBeTruthy();
    expect(within(mineRow).queryByRole('switch')).toBeNull();
    expect(within(mineRow).getByRole('img', { name: m.mine.rated(5) })).toBeTruthy();
    expect(screen.getAllByRole('switch')).toHaveLength(1);
  });

  it("shows Edit only on the caller's own admin testimonials, Delete on every one", async () => {
    renderPanel();
    await rowOf(mine.client_name);
    expect(screen.getByRole('button', { name: a.editLabel(mine.client_name) })).toBeTruthy();
    expect(screen.queryByRole('button', { name: a.editLabel(othersAdmin.client_name) })).toBeNull();
    expect(screen.queryByRole('button', { name: a.editLabel(fromAgent.client_name) })).toBeNull();
    for (const row of [fromAgent, mine, othersAdmin]) {
      expect(screen.getByRole('button', { name: a.deleteLabel(row.client_name) })).toBeTruthy();
    }
  });

  it('has no serious or critical axe violation, in the table and in the dialog', async () => {
    const user = renderPanel();
    await rowOf(mine.client_name);
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('button', { name: a.add }));
    await screen.findByRole('dialog', { name: a.addTitle });
    expect(await seriousViolations(document.body)).toEqual([]);
  });

  it('approves, and says so when the API agrees', async () => {
    let approved = false;
    answer = ({ method, path }) => {
      if (method === 'PATCH') approved = true;
      return method === 'GET'
        ? pageOf([{ ...fromAgent, is_approved: approved }], path)
        : { ...fromAgent, is_approved: approved };
    };
    const user = renderPanel();
    const toggle = within(await rowOf(fromAgent.client_name)).getByRole('switch');
    await user.click(toggle);
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.approved));
    expect(
      within(await rowOf(fromAgent.client_name))
        .getByRole('switch')
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(writes()).toEqual([
      { path: '/api/admin/testimonials/t-agent', method: 'PATCH', body: { is_approved: true } },
    ]);
  });

  it("puts the switch back and says 'Failed to save testimonial' when the API refuses", async () => {
    let fail: (error: unknown) => void = () => {};
    answer = ({ method, path }) =>
      method === 'GET'
        ? pageOf([fromAgent, mine], path)
        : new Promise((_, reject) => {
            fail = reject;
          });
    const user = renderPanel();
    const toggle = within(await rowOf(fromAgent.client_name)).getByRole('switch');
    await user.click(toggle);
    // Optimistic: approved before the API has answered.
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect(toggle.textContent).toBe(m.approved);

    fail(new ApiError(500, 'internal', 'boom'));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.saveFailed));
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(toggle.textContent).toBe(m.pending);
  });

  it('creates an admin testimonial rated 5 unless told otherwise', async () => {
    const user = renderPanel();
    await rowOf(mine.client_name);
    await user.click(screen.getByRole('button', { name: a.add }));
    const dialog = await screen.findByRole('dialog', { name: a.addTitle });
    expect((within(dialog).getByRole('radio', { name: m.mine.stars(5) }) as HTMLInputElement).checked).toBe(
      true,
    );
    await user.type(within(dialog).getByLabelText(m.mine.clientName), 'Lee Wong');
    await user.type(within(dialog).getByLabelText(m.mine.content), 'Clear advice.');
    await user.click(within(dialog).getByRole('button', { name: a.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.saved));
    expect(writes()).toEqual([
      {
        path: '/api/admin/testimonials',
        method: 'POST',
        body: { client_name: 'Lee Wong', content: 'Clear advice.', rating: 5 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("refuses an empty testimonial with the shared schema's message and sends nothing", async () => {
    const user = renderPanel();
    await rowOf(mine.client_name);
    await user.click(screen.getByRole('button', { name: a.add }));
    const dialog = await screen.findByRole('dialog', { name: a.addTitle });
    await user.click(within(dialog).getByRole('button', { name: a.save }));
    expect(await within(dialog).findAllByText(commonWords.required)).toHaveLength(2);
    expect(writes()).toEqual([]);
  });

  it("edits the caller's own testimonial, and shows the API's own message when it refuses (403)", async () => {
    answer = ({ method, path }) => {
      if (method === 'PATCH')
        throw new ApiError(403, 'forbidden', 'Only the author of this testimonial may edit it');
      return pageOf([mine], path);
    };
    const user = renderPanel();
    await user.click(await screen.findByRole('button', { name: a.editLabel(mine.client_name) }));
    const dialog = await screen.findByRole('dialog', { name: a.editTitle });
    const content = within(dialog).getByLabelText(m.mine.content) as HTMLTextAreaElement;
    expect(content.value).toBe(mine.content);
    await user.click(within(dialog).getByRole('radio', { name: m.mine.stars(3) }));
    await user.click(within(dialog).getByRole('button', { name: a.saveChanges }));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Only the author of this testimonial may edit it'),
    );
    expect(writes()).toEqual([
      {
        path: '/api/admin/testimonials/t-mine',
        method: 'PATCH',
        body: { client_name: mine.client_name, content: mine.content, rating: 3 },
      },
    ]);
    expect(screen.getByRole('dialog', { name: a.editTitle })).toBeTruthy();
  });

  it('asks before deleting: Cancel sends nothing, Delete removes it', async () => {
    const user = renderPanel();
    await cancelThenDelete(user, {
      label: a.deleteLabel(othersAdmin.client_name),
      title: a.deleteTitle(othersAdmin.client_name),
      writes,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.deleted));
    expect(writes()).toEqual([
      { path: '/api/admin/testimonials/t-other', method: 'DELETE', body: undefined },
    ]);
  });

  it('asks the API for the ones awaiting approval (its review queue) from the first page, and keeps it in the URL', async () => {
    const user = userEvent.setup();
    renderWithQuery(<TestimonialsPanel />, '/super-admin/testimonials');
    await rowOf(mine.client_name);
    await user.selectOptions(screen.getByRole('combobox', { name: a.columns.status }), m.pending);
    await waitFor(() => expect(screen.queryByText(mine.client_name, { selector: 'span' })).toBeNull());
    expect(await rowOf(fromAgent.client_name)).toBeTruthy();
    expect(pageRequests(calls, '/api/admin/testimonials').at(-1)).toEqual({ status: 'pending', limit: '25' });
    expect(shownQuery().get('testimonials_status')).toBe('pending');
    expect(screen.getByText('1–1 of 1')).toBeTruthy();
  });

  it('pages by cursor: 30 testimonials, 25 on the first page, the rest on the next', async () => {
    const many = Array.from({ length: 30 }, (_, i) => ({
      ...mine,
      id: `t-${i + 1}`,
      client_name: `Client ${String(i + 1).padStart(2, '0')}`,
      created_at: new Date(Date.UTC(2026, 3, 1 + i, 12)).toISOString(),
    }));
    answer = ({ path }) => pageOf(many, path);
    const user = renderPanel();
    await rowOf('Client 30');
    expect(screen.queryByText('Client 05', { selector: 'span' })).toBeNull();
    expect(screen.getByText('1–25 of 30')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: staffMessages.dataTable.nextPage }));
    expect(await rowOf('Client 05')).toBeTruthy();
    expect(screen.getByText('26–30 of 30')).toBeTruthy();
    expect(pageRequests(calls, '/api/admin/testimonials').at(-1)?.cursor).toBeTruthy();
  });

  it("says 'Failed to fetch testimonials' when the list cannot load, and Retry loads it", async () => {
    let failing = true;
    answer = ({ path }) => {
      if (failing) throw new ApiError(500, 'internal', 'boom');
      return pageOf([mine], path);
    };
    renderPanel();
    await failedThenRetry(m.fetchFailed, () => {
      failing = false;
    });
    expect(await rowOf(mine.client_name)).toBeTruthy();
  });
});
