// @vitest-environment jsdom
import './support/signed-in-fakes';
import { CONSENT_TEXTS, type Lead, staffMessages } from '@maplestone/shared';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DashboardTabProps } from '../../../web/src/components/back-office/nav-item';
import LeadsTab from '../../../web/src/features/leads/agent-dashboard/leads-panel';
import { consentLabel } from '../../../web/src/features/leads/back-office/lead-consent';
import { createdEvent, openAgentLead, serveAgentLeads } from './support/agent-leads';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { leadRecord } from './support/fixtures';
import { renderScreen } from './support/render';

// The fake API answers as the agent API does: /api/me/leads, a lead's history and its consent withdrawal.

const c = staffMessages.leads.consent;
const d = staffMessages.leads.duplicates;
const sarah = { id: 'user-sarah', name: 'Sarah Chen', role: 'agent' } as const;
const GIVEN = '2026-11-05T15:00:00.000Z';

const lead = (fields: Partial<Lead> & Pick<Lead, 'id' | 'client_name'>): Lead =>
  leadRecord({
    client_email: 'pat@example.com',
    type: 'rate_quote',
    source: 'mortgage_calculator',
    created_at: GIVEN,
    ...fields,
  });

let leads: Lead[];
let posts: string[];

function serveApi(call: Call): unknown {
  return serveAgentLeads(leads, call, (found, action) => {
    if (action === 'history') return { events: [createdEvent(found)], next_cursor: null };
    if (action === 'consent-withdrawal' && call.method === 'POST') {
      posts.push(call.path);
      found.consent = { ...found.consent!, withdrawn_at: '2026-11-20T16:00:00.000Z', withdrawn_by: sarah };
      return found;
    }
  });
}

beforeEach(() => {
  leads = [];
  posts = [];
  // Each call gets its own copy, as from the network.
  answerRequests((call) => structuredClone(serveApi(call)));
});
afterEach(() => vi.resetAllMocks());

describe("a lead's consent in the lead detail (ADR 073)", () => {
  it('shows express consent with the exact wording and when; recording a withdrawal asks first, then says so', async () => {
    leads = [
      lead({
        id: 'lead-1',
        client_name: 'Priya Shah',
        type: 'contact',
        source: 'contact_form',
        consent: {
          kind: 'express',
          text_version: 'contact-2025-01',
          text: CONSENT_TEXTS['contact-2025-01'],
          given_at: GIVEN,
        },
      }),
    ];
    const { user, dialog } = await openAgentLead('lead-1', 'Priya Shah');
    expect(within(dialog).getByText(c.express)).toBeTruthy();
    expect(within(dialog).getByText(CONSENT_TEXTS['contact-2025-01'])).toBeTruthy();
    expect(within(dialog).getByText(/contact-2025-01/)).toBeTruthy();
    expect(await seriousViolations()).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: c.withdraw }));
    const confirm = await screen.findByRole('alertdialog', { name: c.confirmTitle });
    expect(posts).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: c.withdraw }));
    expect(await within(dialog).findByText(c.withdrawn)).toBeTruthy();
    expect(posts).toEqual(['/api/me/leads/lead-1/consent-withdrawal']);
    expect(toast.success).toHaveBeenCalledWith(c.withdrawDone);
    expect(within(dialog).getByText(/recorded by Sarah Chen/)).toBeTruthy();
    // Withdrawn once is the record: no button to do it again.
    expect(within(dialog).queryByRole('button', { name: c.withdraw })).toBeNull();
  });

  it('shows implied consent with its horizon and what it allows; a lead from before the ledger has none recorded', async () => {
    leads = [
      lead({
        id: 'lead-2',
        client_name: 'Sam Quote',
        consent: {
          kind: 'implied',
          basis: 'inquiry',
          given_at: GIVEN,
          expires_at: '2099-05-05T15:00:00.000Z',
        },
      }),
      lead({ id: 'lead-3', client_name: 'Old Lead' }),
    ];
    const { dialog } = await openAgentLead('lead-2', 'Sam Quote');
    expect(within(dialog).getByText(c.implied('May 5, 2099'))).toBeTruthy();
    expect(within(dialog).getByText(/implied consent to reply for six months/)).toBeTruthy();
    expect(consentLabel(leads[1]!.consent)).toBe(c.unrecorded);
    expect(consentLabel({ kind: 'implied', basis: 'inquiry', given_at: GIVEN, expires_at: GIVEN })).toBe(
      c.expired('November 5, 2026'),
    );
  });
});

describe('duplicates in the lead detail and the table (ADR 073)', () => {
  it('says which earlier lead it may repeat, opens it when it is the caller’s, and only names another agent’s', async () => {
    leads = [
      lead({
        id: 'lead-new',
        client_name: 'Pat Again',
        created_at: '2026-11-20T15:00:00.000Z',
        duplicate_of: { id: 'lead-old', created_at: '2026-11-03T15:00:00.000Z', match: 'email' },
        later_duplicates: [{ id: 'lead-elsewhere', created_at: '2026-11-21T15:00:00.000Z', match: 'phone' }],
      }),
      lead({
        id: 'lead-old',
        client_name: 'Pat First',
        created_at: '2026-11-03T15:00:00.000Z',
        later_duplicates: [{ id: 'lead-new', created_at: '2026-11-20T15:00:00.000Z', match: 'email' }],
      }),
    ];
    const { user, dialog } = await openAgentLead('lead-new', 'Pat Again');
    const earlier = within(dialog).getByText(d.earlier('e-mail', 'November 3, 2026')).closest('li')!;
    const later = within(dialog).getByText(d.later('phone', 'November 21, 2026')).closest('li')!;
    // The API says which it gives the caller: another agent's lead is a 404.
    expect(await within(later).findByText(d.notYours)).toBeTruthy();
    expect(within(later).queryByRole('button')).toBeNull();
    expect(await seriousViolations()).toEqual([]);

    await user.click(await within(earlier).findByRole('button', { name: d.open }));
    const first = await screen.findByRole('dialog', { name: 'Pat First' });
    expect(within(first).getByText(d.later('e-mail', 'November 20, 2026'))).toBeTruthy();
  });

  it('marks a flagged lead in the table with a badge that reads out in full', async () => {
    leads = [
      lead({
        id: 'lead-new',
        client_name: 'Pat Again',
        duplicate_of: { id: 'lead-old', created_at: '2026-11-03T15:00:00.000Z', match: 'both' },
      }),
      lead({ id: 'lead-alone', client_name: 'Nobody Else' }),
    ];
    renderScreen(<LeadsTab agent={{} as DashboardTabProps['agent']} />, '/agent-dashboard/leads');
    const row = (
      await screen.findByRole('button', { name: staffMessages.leads.viewDetails('Pat Again') })
    ).closest('tr')!;
    expect(within(row).getByText(d.badgeDetail(1))).toBeTruthy();
    const alone = screen
      .getByRole('button', { name: staffMessages.leads.viewDetails('Nobody Else') })
      .closest('tr')!;
    expect(within(alone).queryByText(d.badge)).toBeNull();
  });
});
