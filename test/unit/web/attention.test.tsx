// @vitest-environment jsdom
import './support/signed-in-fakes';
import { type Lead, staffMessages } from '@maplestone/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AdminAttentionTab from '../../../web/src/features/admin/tabs/attention';
import { api } from './support/fake-api';
import { leadRecord } from './support/fixtures';
import { renderWithQuery } from './support/render';

const m = staffMessages.attention;
// Wednesday 25 November 2026, 15:00 in Toronto (20:00 UTC): a business afternoon.
const NOW = new Date('2026-11-25T20:00:00.000Z');

const lead = (id: string, name: string, createdAt: string, fields: Partial<Lead> = {}) =>
  leadRecord({
    id,
    agent_name: 'Marc Tremblay',
    client_name: name,
    client_email: `${id}@example.com`,
    created_at: createdAt,
    updated_at: null,
    first_contacted_at: null,
    ...fields,
  });

const leads = [
  lead('fresh', 'Fiona Fresh', '2026-11-25T19:30:00.000Z'),
  lead('late', 'Liam Late', '2026-11-25T15:00:00.000Z', { agent_id: null, agent_name: null }),
  lead('later', 'Olga Older', '2026-11-24T15:00:00.000Z'),
  lead('done', 'Carl Called', '2026-11-20T15:00:00.000Z', { status: 'contacted' }),
];
const testimonials = [
  {
    id: 't1',
    client_name: 'Pat Pending',
    agent_id: 'agent-1',
    agent_name: 'Marc Tremblay',
    is_approved: false,
    created_at: '2026-11-24T12:00:00.000Z',
  },
  {
    id: 't2',
    client_name: 'Ann Approved',
    agent_id: 'agent-1',
    agent_name: 'Marc Tremblay',
    is_approved: true,
    created_at: '2026-11-23T12:00:00.000Z',
  },
  {
    id: 't3',
    client_name: 'Admin Written',
    agent_id: null,
    agent_name: null,
    is_approved: false,
    created_at: '2026-11-23T12:00:00.000Z',
  },
];
const posts = [
  {
    id: 'p1',
    title: 'Renewing in 2027',
    agent_id: 'agent-1',
    agent_name: 'Marc Tremblay',
    is_published: false,
    created_at: '2026-11-22T12:00:00.000Z',
  },
  {
    id: 'p2',
    title: 'Published already',
    agent_id: 'agent-1',
    agent_name: 'Marc Tremblay',
    is_published: true,
    created_at: '2026-11-21T12:00:00.000Z',
  },
  {
    id: 'p3',
    title: 'Admin draft',
    agent_id: null,
    agent_name: null,
    is_published: false,
    created_at: '2026-11-21T12:00:00.000Z',
  },
];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  api.authedRequest.mockReset();
  api.authedRequest.mockImplementation(async (path: string) => {
    if (path === '/api/admin/leads') return leads;
    if (path === '/api/admin/testimonials') return testimonials;
    if (path === '/api/admin/posts') return posts;
    throw new Error(`unexpected ${path}`);
  });
});
afterEach(() => vi.useRealTimers());

function renderPanel(url = '/super-admin/attention') {
  renderWithQuery(<AdminAttentionTab />, url);
}

const section = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name}`) });
const rowNames = (region: HTMLElement) =>
  within(region)
    .queryAllByRole('link')
    // What a screen reader reads first: what the link does.
    .map((link) => link.querySelector('.sr-only')?.textContent?.replace(/, $/, ''));

describe("the super admin's landing: what needs attention (issue 17)", () => {
  it('sorts new leads into overdue and fresh, oldest first, with pending testimonials and agent drafts, each linking where it is handled', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: m.title });

    const overdue = section(m.filters.overdue);
    expect(rowNames(overdue)).toEqual([m.openLead('Olga Older'), m.openLead('Liam Late')]);
    expect(
      within(overdue)
        .getByRole('link', { name: new RegExp(`^${m.openLead('Liam Late')},`) })
        .getAttribute('href'),
    ).toBe('/super-admin/leads?lead=late');
    expect(
      within(overdue).getByText(
        /Mortgage application · Received .* · waiting 5 h in business hours · unassigned/,
      ),
    ).toBeTruthy();

    expect(rowNames(section(m.filters.new))).toEqual([m.openLead('Fiona Fresh')]);
    expect(
      within(section(m.filters.new)).getByText(/waiting 30 min in business hours · for Marc Tremblay/),
    ).toBeTruthy();

    const pendingTestimonials = section(m.filters.testimonials);
    expect(rowNames(pendingTestimonials)).toEqual([m.reviewTestimonial('Pat Pending')]);
    expect(within(pendingTestimonials).getByRole('link').getAttribute('href')).toBe(
      `/super-admin/testimonials?testimonials_status=${encodeURIComponent(staffMessages.testimonials.pending)}`,
    );
    expect(rowNames(section(m.filters.posts))).toEqual([m.reviewPost('Renewing in 2027')]);

    const filters = screen.getByRole('navigation', { name: m.filterLabel });
    expect(
      within(filters)
        .getByRole('link', { name: `${m.filters.all} 5` })
        .getAttribute('aria-current'),
    ).toBe('page');
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it('keeps its filter in the URL, so a bookmark opens the same view', async () => {
    const user = userEvent.setup();
    renderPanel();
    const filters = await screen.findByRole('navigation', { name: m.filterLabel });
    await user.click(within(filters).getByRole('link', { name: `${m.filters.overdue} 2` }));
    expect(screen.getByLabelText('query').textContent).toBe('?show=overdue');
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'attention-overdue',
    ]);
    await user.click(within(filters).getByRole('link', { name: `${m.filters.all} 5` }));
    expect(screen.getByLabelText('query').textContent).toBe('');
    expect(screen.getAllByRole('region')).toHaveLength(4);
  });

  it('opens a bookmarked view and says when a pile is empty', async () => {
    api.authedRequest.mockImplementation(async (path: string) =>
      path === '/api/admin/leads' ? [] : path === '/api/admin/testimonials' ? [] : [],
    );
    renderPanel('/super-admin/attention?show=posts');
    expect(await screen.findByText(m.allClear)).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText(m.empty.posts)).toBeTruthy();
  });
});
