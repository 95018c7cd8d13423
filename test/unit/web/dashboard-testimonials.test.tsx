// @vitest-environment jsdom
import './support/signed-in-fakes';
import { type Agent, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import TestimonialsTab from '../../../web/src/features/testimonials/agent-dashboard/testimonials-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { pagedAnswers, pageRequests } from './support/paged-api';
import { renderScreen, renderWithQuery, shownQuery } from './support/render';

// The fake API answers as /api/me/testimonials does, a page at a time.

const m = staffMessages.testimonials;
const t = m.mine;
const d = staffMessages.dataTable;

const testimonial = (fields: { id: string; client_name: string; rating: number; is_approved: boolean }) => ({
  content: `${fields.client_name} got a great rate.`,
  admin_id: null,
  agent_id: 'agent-1',
  created_at: '2026-04-10T12:00:00.000Z',
  agent_name: 'Sarah Chen',
  admin_name: null,
  ...fields,
});

let calls: Call[];
/** What the fake API answers to a call; a thrown error is its failure. */
let answer: (call: Call) => unknown;

beforeEach(() => {
  answer = ({ method, body }) =>
    method === 'GET'
      ? []
      : testimonial({ id: 'new', ...(body as { client_name: string; rating: number }), is_approved: false });
  // The agent's own lists give no total (issue 33): the last page tells it.
  calls = answerRequests(pagedAnswers((call) => answer(call), { totals: false }));
});
afterEach(() => vi.resetAllMocks());

// user-event walks a radio group with CSS.escape, which browsers have and jsdom does not.
globalThis.CSS ??= { escape: (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`) } as typeof CSS;

const posts = () => calls.filter((call) => call.method === 'POST');

function renderTab() {
  const user = userEvent.setup();
  const view = renderScreen(<TestimonialsTab agent={{ id: 'agent-1' } as Agent} />);
  return { user, container: view.container };
}

describe('the agent dashboard Testimonials tab', () => {
  it("shows the spec's empty state when the agent has none", async () => {
    renderTab();
    expect(await screen.findByText(m.empty)).toBeTruthy();
  });

  it("labels each testimonial 'Pending Approval' or 'Approved', with its client, rating and date", async () => {
    answer = () => [
      testimonial({ id: 't1', client_name: 'Priya Patel', rating: 4, is_approved: false }),
      testimonial({ id: 't2', client_name: 'Marc Tremblay', rating: 5, is_approved: true }),
    ];
    renderTab();
    const list = await screen.findByRole('list');
    const [pending, approved] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(pending).getByText('Priya Patel')).toBeTruthy();
    expect(within(pending).getByText(m.pending)).toBeTruthy();
    expect(within(pending).queryByText(m.approved)).toBeNull();
    expect(within(pending).getByRole('img', { name: t.rated(4) })).toBeTruthy();
    expect(within(pending).getByText('April 10, 2026')).toBeTruthy();
    expect(within(approved).getByText(m.approved)).toBeTruthy();
    expect(within(approved).queryByText(m.pending)).toBeNull();
  });

  it('shows 25 testimonials a page: Next asks for the next page by its cursor, which the URL keeps (issue 33)', async () => {
    answer = () =>
      Array.from({ length: 30 }, (_, i) => ({
        ...testimonial({ id: `t${i + 1}`, client_name: `Client ${i + 1}`, rating: 5, is_approved: true }),
        created_at: new Date(Date.UTC(2026, 3, 1 + i, 12)).toISOString(),
      }));
    const user = userEvent.setup();
    renderWithQuery(<TestimonialsTab agent={{ id: 'agent-1' } as Agent} />, '/agent-dashboard/testimonials');
    const list = await screen.findByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(within(list).getByText('Client 30')).toBeTruthy();
    expect(screen.getByText(d.rowsOfMore(1, 25))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: d.nextPage }));
    await waitFor(() => expect(screen.getByText('Client 5')).toBeTruthy());
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText(d.rowsOf(26, 30, 30))).toBeTruthy();
    const cursor = pageRequests(calls, '/api/me/testimonials').at(-1)?.cursor;
    expect(cursor).toBeTruthy();
    expect(shownQuery().get('testimonials_cursor')).toBe(cursor);
    await user.click(screen.getByRole('button', { name: d.previousPage }));
    await waitFor(() => expect(screen.getByText('Client 30')).toBeTruthy());
  });

  it('submits with rating 5 by default, says it awaits approval and empties the form', async () => {
    const { user } = renderTab();
    await screen.findByText(m.empty);
    expect((screen.getByRole('radio', { name: t.stars(5) }) as HTMLInputElement).checked).toBe(true);
    await user.type(screen.getByLabelText(t.clientName), 'Priya Patel');
    await user.type(screen.getByLabelText(t.content), 'Smooth renewal, great rate.');
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(m.submitted));
    expect(posts()).toEqual([
      {
        path: '/api/me/testimonials',
        method: 'POST',
        body: { client_name: 'Priya Patel', content: 'Smooth renewal, great rate.', rating: 5 },
      },
    ]);
    await waitFor(() => expect((screen.getByLabelText(t.clientName) as HTMLInputElement).value).toBe(''));
    expect((screen.getByLabelText(t.content) as HTMLTextAreaElement).value).toBe('');
  });

  it('picks the rating with the arrow keys, as a radio group', async () => {
    const { user } = renderTab();
    await screen.findByText(m.empty);
    await user.type(screen.getByLabelText(t.clientName), 'Marc Tremblay');
    await user.type(screen.getByLabelText(t.content), 'Helpful from start to finish.');
    await user.click(screen.getByRole('radio', { name: t.stars(5) }));
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect((screen.getByRole('radio', { name: t.stars(3) }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ rating: 3 });
  });

  it("refuses empty content with the shared schema's message and sends nothing", async () => {
    const { user } = renderTab();
    await screen.findByText(m.empty);
    await user.type(screen.getByLabelText(t.clientName), 'Priya Patel');
    await user.click(screen.getByRole('button', { name: t.submit }));

    const content = screen.getByLabelText(t.content);
    await waitFor(() => expect(content.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(commonWords.required)).toBeTruthy();
    expect(posts()).toEqual([]);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it("says 'Failed to submit testimonial' when the API fails, keeping what was typed", async () => {
    answer = ({ method }) => {
      if (method === 'POST') throw new ApiError(500, 'internal', 'boom');
      return [];
    };
    const { user } = renderTab();
    await screen.findByText(m.empty);
    await user.type(screen.getByLabelText(t.clientName), 'Priya Patel');
    await user.type(screen.getByLabelText(t.content), 'Great.');
    await user.click(screen.getByRole('button', { name: t.submit }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(m.submitFailed));
    expect((screen.getByLabelText(t.clientName) as HTMLInputElement).value).toBe('Priya Patel');
  });

  it("says 'Failed to fetch testimonials' when the list cannot load, and Retry loads it", async () => {
    let failing = true;
    answer = () => {
      if (failing) throw new ApiError(500, 'internal', 'boom');
      return [];
    };
    const { user } = renderTab();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(m.fetchFailed);
    failing = false;
    await user.click(within(alert).getByRole('button', { name: staffMessages.backOffice.retry }));
    expect(await screen.findByText(m.empty)).toBeTruthy();
  });

  it('has no serious or critical axe violation', async () => {
    answer = () => [testimonial({ id: 't1', client_name: 'Priya Patel', rating: 4, is_approved: false })];
    const { container } = renderTab();
    await screen.findByText(m.pending);
    expect(await seriousViolations(container)).toEqual([]);
  });
});
