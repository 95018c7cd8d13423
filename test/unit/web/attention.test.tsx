// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages, type Lead, staffMessages } from '@maplestone/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardTabProps } from '../../../web/src/components/back-office/nav-item';
import AgentAttentionTab from '../../../web/src/features/attention/agent-dashboard/attention-panel';
import AdminAttentionTab from '../../../web/src/features/attention/super-admin/attention-panel';
import { api } from './support/fake-api';
import { leadRecord } from './support/fixtures';
import { renderWithQuery } from './support/render';

const m = staffMessages.attention;
// Wednesday 25 November 2026, 15:00 in Toronto (20:00 UTC): a business afternoon.
const NOW = new Date('2026-11-25T20:00:00.000Z');

/** A lead as the piles carry it: without its transcript. */
const lead = (id: string, name: string, createdAt: string, fields: Partial<Lead> = {}) => {
  const { notes: _notes, ...row } = leadRecord({
    id,
    agent_name: 'Marc Tremblay',
    client_name: name,
    client_email: `${id}@example.com`,
    created_at: createdAt,
    updated_at: null,
    first_contacted_at: null,
    ...fields,
  });
  return row;
};

const olga = lead('later', 'Olga Older', '2026-11-24T15:00:00.000Z');
const liam = lead('late', 'Liam Late', '2026-11-25T15:00:00.000Z', { agent_id: null, agent_name: null });
const fiona = lead('fresh', 'Fiona Fresh', '2026-11-25T19:30:00.000Z');
const pat = {
  id: 't1',
  client_name: 'Pat Pending',
  agent_id: 'agent-1',
  agent_name: 'Marc Tremblay',
  is_approved: false,
  created_at: '2026-11-24T12:00:00.000Z',
};
const renewing = {
  id: 'p1',
  title: 'Renewing in 2027',
  agent_id: 'agent-1',
  agent_name: 'Marc Tremblay',
  is_published: false,
  created_at: '2026-11-22T12:00:00.000Z',
};

/** A borrower file with two documents the broker has not reviewed yet (issue 38). */
const fran = {
  lead_id: 'filed',
  client_name: 'Fran File',
  agent_id: 'agent-1',
  agent_name: 'Marc Tremblay',
  file_stage: 'application_submitted' as const,
  documents: 2,
  since: '2026-11-24T15:00:00.000Z',
};

/**
 * GET /api/admin/attention as the API answers it: each pile its first page, oldest first, and its total; here
 * 27 overdue leads (two shown: the page of a test), 3 files to review (one shown) and 30 drafts (one shown).
 */
const piles = {
  overdue: { items: [olga, liam], total: 27 },
  new: { items: [fiona], total: 1 },
  files: { items: [fran], total: 3 },
  testimonials: { items: [pat], total: 1 },
  posts: { items: [renewing], total: 30 },
};
let answers: Record<string, unknown>;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  answers = {
    '/api/admin/attention': piles,
    '/api/me/attention': {
      overdue: piles.overdue,
      new: piles.new,
      files: { items: [{ ...fran, agent_name: null }], total: 3 },
    },
  };
  api.authedRequest.mockReset();
  api.authedRequest.mockImplementation(async (path: string) => {
    if (path in answers) return structuredClone(answers[path]);
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
    .flatMap((link) => {
      const name = link.querySelector('.sr-only')?.textContent?.replace(/, $/, '');
      return name ? [name] : [];
    });
const seeAll = (region: HTMLElement) => within(region).queryByRole('link', { name: /^See all/ });

describe("the super admin's landing: what needs attention (issues 17, 33)", () => {
  it('shows each pile as the API sorts it, with its total in the filters and headings, each linking where it is handled', async () => {
    renderPanel();
    await screen.findByRole('heading', { name: m.title });
    expect(api.authedRequest.mock.calls.map(([path]) => path)).toEqual(['/api/admin/attention']);

    const overdue = section(m.filters.overdue);
    expect(within(overdue).getByRole('heading').textContent).toBe(`${m.filters.overdue}(27)`);
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

    // Borrower files with documents to review (issue 38): each opens the file, where they are accepted or refused.
    const files = section(m.filters.files);
    expect(rowNames(files)).toEqual([m.reviewFile('Fran File')]);
    expect(within(files).getByRole('link').getAttribute('href')).toBe('/super-admin/files/filed');
    expect(
      within(files).getByText(/^2 documents to review · waiting since .* · for Marc Tremblay$/),
    ).toBeTruthy();

    const filters = screen.getByRole('navigation', { name: m.filterLabel });
    expect(
      within(filters)
        .getByRole('link', { name: `${m.filters.all} 62` })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(within(filters).getByRole('link', { name: `${m.filters.overdue} 27` })).toBeTruthy();
    expect(within(filters).getByRole('link', { name: `${m.filters.posts} 30` })).toBeTruthy();
    expect(within(filters).getByRole('link', { name: `${m.filters.files} 3` })).toBeTruthy();
    const results = await axe.run(document.body, { rules: { region: { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });

  it("links 'See all' to the list that holds a pile that has more than it shows", async () => {
    renderPanel();
    await screen.findByRole('heading', { name: m.title });
    const overdue = seeAll(section(m.filters.overdue))!;
    expect(overdue.textContent).toBe(m.seeAll);
    expect(overdue.getAttribute('aria-label')).toBe(m.seeAllLabel(27, m.filters.overdue));
    expect(overdue.getAttribute('href')).toBe('/super-admin/leads?leads_status=new&leads_order=oldest');
    expect(seeAll(section(m.filters.posts))?.getAttribute('href')).toBe(
      `/super-admin/blog?posts_status=${encodeURIComponent(adminMessages.blog.draft)}`,
    );
    // A pile shown whole has none.
    expect(seeAll(section(m.filters.new))).toBeNull();
    // The files to review have no list of their own: the pile says how many it shows of how many.
    expect(seeAll(section(m.filters.files))).toBeNull();
    expect(within(section(m.filters.files)).getByText(m.shownOf(1, 3))).toBeTruthy();
    expect(seeAll(section(m.filters.testimonials))).toBeNull();

    await userEvent.setup().click(overdue);
    expect(await screen.findByText('Landed on /super-admin/leads')).toBeTruthy();
  });

  it('keeps its filter in the URL, so a bookmark opens the same view', async () => {
    const user = userEvent.setup();
    renderPanel();
    const filters = await screen.findByRole('navigation', { name: m.filterLabel });
    await user.click(within(filters).getByRole('link', { name: `${m.filters.overdue} 27` }));
    expect(screen.getByLabelText('query').textContent).toBe('?show=overdue');
    expect(screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby'))).toEqual([
      'attention-overdue',
    ]);
    await user.click(within(filters).getByRole('link', { name: `${m.filters.all} 62` }));
    expect(screen.getByLabelText('query').textContent).toBe('');
    expect(screen.getAllByRole('region')).toHaveLength(5);
  });

  it('opens a bookmarked view and says when a pile is empty', async () => {
    const none = { items: [], total: 0 };
    answers['/api/admin/attention'] = {
      overdue: none,
      new: none,
      files: none,
      testimonials: none,
      posts: none,
    };
    renderPanel('/super-admin/attention?show=posts');
    expect(await screen.findByText(m.allClear)).toBeTruthy();
    expect(screen.getAllByRole('region')).toHaveLength(1);
    expect(screen.getByText(m.empty.posts)).toBeTruthy();
  });

  it('shows a lead that arrives while it is open within 30 s, without a reload', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(NOW);
    renderPanel();
    await screen.findByRole('heading', { name: m.title });
    const nina = lead('newest', 'Nina Newest', '2026-11-25T19:50:00.000Z');
    answers['/api/admin/attention'] = { ...piles, new: { items: [fiona, nina], total: 2 } };
    vi.advanceTimersByTime(30_000);
    expect(
      await within(section(m.filters.new)).findByRole('link', {
        name: new RegExp(m.openLead('Nina Newest')),
      }),
    ).toBeTruthy();
    expect(api.authedRequest).toHaveBeenCalledTimes(2);
  });
});

describe("the agent's landing (issues 17, 33)", () => {
  it('shows its two piles of leads, with their totals and See all to the Leads tab', async () => {
    renderWithQuery(
      <AgentAttentionTab agent={{} as DashboardTabProps['agent']} />,
      '/agent-dashboard/attention',
    );
    await screen.findByRole('heading', { name: m.title });
    expect(api.authedRequest).toHaveBeenCalledWith('/api/me/attention', expect.anything());
    expect(screen.getAllByRole('region')).toHaveLength(3);
    const overdue = section(m.filters.overdue);
    expect(rowNames(overdue)).toEqual([m.openLead('Olga Older'), m.openLead('Liam Late')]);
    expect(
      within(overdue)
        .getByRole('link', { name: /Olga Older/ })
        .getAttribute('href'),
    ).toBe('/agent-dashboard/leads?lead=later');
    // The agent's own leads: no agent named.
    expect(within(overdue).queryByText(/for Marc Tremblay/)).toBeNull();
    expect(seeAll(overdue)?.getAttribute('href')).toBe(
      '/agent-dashboard/leads?leads_status=new&leads_order=oldest',
    );
    const filters = screen.getByRole('navigation', { name: m.filterLabel });
    expect(within(filters).getByRole('link', { name: `${m.filters.all} 31` })).toBeTruthy();
    // Its leads' files with documents to review (issue 38), opened in its own area, no agent named.
    const files = section(m.filters.files);
    expect(rowNames(files)).toEqual([m.reviewFile('Fran File')]);
    expect(within(files).getByRole('link').getAttribute('href')).toBe('/agent-dashboard/files/filed');
    expect(within(files).queryByText(/for Marc Tremblay/)).toBeNull();
  });
});
