// @vitest-environment jsdom
import './support/signed-in-fakes';
import {
  dateTimeFormat,
  type Lead,
  type LeadEvent,
  MAX_LEAD_NOTE_LENGTH,
  staffMessages,
} from '@maplestone/shared';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../web/src/lib/api';
import { historyPage, openAgentLead, serveAgentLeads } from './support/agent-leads';
import { seriousViolations } from './support/axe';
import { answerRequests, type Call, toast } from './support/fake-api';
import { leadRecord } from './support/fixtures';

// The fake API answers as the agent API does: /api/me/leads, its history and notes.

const m = staffMessages.leads;
const a = m.activity;
const fc = m.firstContact;

// Friday November 20, 2026, 10:00 in Toronto: business hours.
const ARRIVED = '2026-11-20T15:00:00.000Z';
const sarah = { id: 'user-sarah', name: 'Sarah Chen', role: 'agent' } as const;

const lead = (fields: Partial<Lead> & Pick<Lead, 'id' | 'client_name'>): Lead =>
  leadRecord({ type: 'contact', source: 'contact_form', created_at: ARRIVED, ...fields });

let calls: Call[];
let leads: Lead[];
let histories: Record<string, LeadEvent[]>;
/** What the fake API answers to a call; a thrown error is its failure. Defaults to the API's behaviour. */
let answer: (call: Call) => unknown;

/** As the API does: a lead's own entries newest first, its arrival last. */
function serveApi(call: Call): unknown {
  return serveAgentLeads(leads, call, (found, action) => {
    if (action === 'history') return historyPage(found, histories[found.id] ?? [], call.path);
    const at = new Date().toISOString();
    if (action === 'notes' && call.method === 'POST') {
      const note: LeadEvent = { kind: 'note', at, actor: sarah, text: (call.body as { text: string }).text };
      histories[found.id] = [note, ...(histories[found.id] ?? [])];
      return note;
    }
    if (action === undefined && call.method === 'PATCH') {
      const { status } = call.body as { status: Lead['status'] };
      histories[found.id] = [
        { kind: 'status', at, actor: sarah, from: found.status, to: status },
        ...(histories[found.id] ?? []),
      ];
      found.first_contacted_at ??= status === 'new' ? null : at;
      found.status = status;
      return found;
    }
  });
}

beforeEach(() => {
  leads = [];
  histories = {};
  answer = serveApi;
  // Each call gets its own copy, as from the network.
  calls = answerRequests(async (call) => structuredClone(await answer(call)));
});
afterEach(() => vi.resetAllMocks());

const notePosts = () => calls.filter((call) => call.method === 'POST');

const activityOf = async (dialog: HTMLElement) =>
  within(await within(dialog).findByRole('list', { name: a.title })).getAllByRole('listitem');
const readable = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

describe("a lead's activity in the dashboard's lead detail", () => {
  it('lists each entry newest first with its words, who and when; a note as written; axe finds nothing serious', async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Priya Shah', status: 'contacted', page: '/contact' })];
    histories['lead-1'] = [
      {
        kind: 'note',
        at: '2026-11-20T17:30:00.000Z',
        actor: { ...sarah, name: null },
        text: 'Called.\n  Back Monday.',
      },
      { kind: 'status', at: '2026-11-20T16:00:00.000Z', actor: sarah, from: 'new', to: 'contacted' },
      {
        kind: 'reassigned',
        at: '2026-11-20T15:30:00.000Z',
        actor: { id: 'user-admin', name: 'Ada Admin', role: 'super_admin' },
        from: null,
        to: { id: 'agent-sarah-chen', name: 'Sarah Chen' },
      },
      { kind: 'crm_email', at: '2026-11-20T15:00:05.000Z', to: 'sarah.crm@maplestone.example' },
    ];
    const { dialog } = await openAgentLead('lead-1', 'Priya Shah');
    const entries = await activityOf(dialog);
    expect(entries.map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      `${a.note} ${a.by(a.someone)}`,
      `${a.status(m.statusLabels.new, m.statusLabels.contacted)} ${a.by('Sarah Chen')}`,
      `${a.reassigned(a.unassigned, 'Sarah Chen')} ${a.by('Ada Admin')}`,
      a.crmEmail('sarah.crm@maplestone.example'),
      a.createdOn(m.sourceLabels.contact_form, '/contact'),
    ]);
    const times = entries.map((entry) => entry.querySelector('time'));
    expect(times.map((time) => time?.getAttribute('dateTime'))).toEqual([
      '2026-11-20T17:30:00.000Z',
      '2026-11-20T16:00:00.000Z',
      '2026-11-20T15:30:00.000Z',
      '2026-11-20T15:00:05.000Z',
      ARRIVED,
    ]);
    expect(times[4]?.textContent).toBe(readable(ARRIVED));
    // The note's own line breaks and spaces are kept.
    const text = within(entries[0]!).getByText(
      (_, element) => element?.textContent === 'Called.\n  Back Monday.',
    );
    expect(text.className).toContain('whitespace-pre-wrap');
    expect(calls).toContainEqual({ path: '/api/me/leads/lead-1/history', method: 'GET', body: undefined });
    expect(await seriousViolations()).toEqual([]);
  });

  it("says a CSV export as 'Exported in a CSV by' the super admin who made it", async () => {
    leads = [lead({ id: 'lead-2', client_name: 'Jean Roy' })];
    histories['lead-2'] = [
      {
        kind: 'csv_export',
        at: '2026-11-20T18:00:00.000Z',
        actor: { id: 'user-admin', name: 'Ada Admin', role: 'super_admin' },
      },
    ];
    const { dialog } = await openAgentLead('lead-2', 'Jean Roy');
    const entries = await activityOf(dialog);
    expect(entries[0]?.querySelector('p')?.textContent).toBe(`${a.csvExport} ${a.by('Ada Admin')}`);
  });

  it('shows the contact details a chat gave later: those that completed the lead, those kept beside its own (issue 34)', async () => {
    leads = [lead({ id: 'lead-3', client_name: 'Alice Archer', source: 'AI Chatbot', type: 'application' })];
    histories['lead-3'] = [
      {
        kind: 'chat_contact',
        at: '2026-11-20T18:30:00.000Z',
        filled: { client_phone: '(416) 555-0177' },
        added: { client_name: 'Mallory Moss', client_email: 'mallory@example.com' },
      },
      {
        kind: 'chat_contact',
        at: '2026-11-20T18:00:00.000Z',
        filled: { client_email: 'alice@example.com' },
        added: {},
      },
    ];
    const { dialog } = await openAgentLead('lead-3', 'Alice Archer');
    const entries = await activityOf(dialog);
    // Nobody signed in gave them: no "by".
    expect(entries.slice(0, 2).map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      a.chatContactAdded,
      a.chatContactFilled,
    ]);
    const details = (entry: HTMLElement) =>
      [...entry.querySelectorAll('dl > div')].map((row) => row.textContent?.replace(/\s+/g, ' '));
    expect(details(entries[0]!)).toEqual([
      `${a.chatContactFilledLabel}${a.chatContactFields.client_phone}: (416) 555-0177`,
      `${a.chatContactAddedLabel}${a.chatContactFields.client_name}: Mallory Moss · ${a.chatContactFields.client_email}: mallory@example.com`,
    ]);
    expect(details(entries[1]!)).toEqual([
      `${a.chatContactFilledLabel}${a.chatContactFields.client_email}: alice@example.com`,
    ]);
  });

  it("shows the newest 25 entries first, and older ones on 'Show older activity', the arrival last (issue 33)", async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Priya Shah' })];
    histories['lead-1'] = Array.from({ length: 30 }, (_, i) => ({
      kind: 'note' as const,
      at: new Date(Date.parse(ARRIVED) + (30 - i) * 60_000).toISOString(),
      actor: sarah,
      text: `Note ${30 - i}`,
    }));
    const { user, dialog } = await openAgentLead('lead-1', 'Priya Shah');
    expect(await activityOf(dialog)).toHaveLength(25);
    expect(within(dialog).queryByText(a.created(m.sourceLabels.contact_form))).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: a.showOlder }));
    await waitFor(async () => expect(await activityOf(dialog)).toHaveLength(31));
    const entries = await activityOf(dialog);
    expect(entries[24]?.textContent).toContain('Note 6');
    expect(entries[25]?.textContent).toContain('Note 5');
    expect(entries.at(-1)?.querySelector('p')?.textContent).toBe(a.created(m.sourceLabels.contact_form));
    expect(within(dialog).queryByRole('button', { name: a.showOlder })).toBeNull();
    const histories_ = calls.filter((call) => call.path.includes('/history')).map((call) => call.path);
    expect(histories_).toEqual(['/api/me/leads/lead-1/history', '/api/me/leads/lead-1/history?cursor=25']);
  });

  it("says 'Failed to load the activity' with Retry, which reads it again", async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Priya Shah' })];
    answer = (call) => {
      if (call.path.includes('/history')) throw new ApiError(500, 'internal', 'Internal error');
      return serveApi(call);
    };
    const { user, dialog } = await openAgentLead('lead-1', 'Priya Shah');
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(a.loadFailed);
    answer = serveApi;
    await user.click(within(alert).getByRole('button', { name: staffMessages.backOffice.retry }));
    expect((await activityOf(dialog)).map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      a.created(m.sourceLabels.contact_form),
    ]);
  });

  it("adds a note: 'Adding note…' while it is sent, then 'Note added', the field cleared and the note on top", async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Priya Shah' })];
    let send: () => void = () => {};
    answer = (call) =>
      call.method === 'POST'
        ? new Promise((resolve) => (send = () => resolve(serveApi(call))))
        : serveApi(call);
    const { user, dialog } = await openAgentLead('lead-1', 'Priya Shah');
    await activityOf(dialog);
    const field = within(dialog).getByRole('textbox', { name: a.noteLabel }) as HTMLTextAreaElement;
    expect(field.maxLength).toBe(MAX_LEAD_NOTE_LENGTH);
    await user.type(field, 'Left a voicemail.{Enter}Try again at 4.');
    expect(within(dialog).getByText(a.noteLength(33, MAX_LEAD_NOTE_LENGTH))).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: a.addNote }));
    await waitFor(() => expect(notePosts()).toHaveLength(1));
    const button = within(dialog).getByRole('button', { name: a.addingNote });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(field.readOnly).toBe(true);
    expect(notePosts()).toEqual([
      {
        path: '/api/me/leads/lead-1/notes',
        method: 'POST',
        body: { text: 'Left a voicemail.\nTry again at 4.' },
      },
    ]);

    send();
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.noteAdded));
    await waitFor(() => expect(field.value).toBe(''));
    const [top] = await activityOf(dialog);
    expect(top?.textContent).toContain(`${a.note} ${a.by('Sarah Chen')}`);
    expect(top?.textContent).toContain('Left a voicemail.\nTry again at 4.');
    expect(within(dialog).getByRole('button', { name: a.addNote })).toBeTruthy();
  });

  it('says "Please write a note" under an empty (or blank) note and sends nothing', async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Priya Shah' })];
    const { user, dialog } = await openAgentLead('lead-1', 'Priya Shah');
    await user.click(within(dialog).getByRole('button', { name: a.addNote }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(a.noteRequired);
    await user.type(within(dialog).getByRole('textbox', { name: a.noteLabel }), '   ');
    await user.click(within(dialog).getByRole('button', { name: a.addNote }));
    expect(within(dialog).getByRole('alert').textContent).toBe(a.noteRequired);
    expect(within(dialog).getByRole('textbox', { name: a.noteLabel }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(notePosts()).toEqual([]);
  });

  it("keeps the text when the note cannot be saved and says 'Failed to add note'", async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Priya Shah' })];
    answer = (call) => {
      if (call.method === 'POST') throw new ApiError(500, 'internal', 'Internal error');
      return serveApi(call);
    };
    const { user, dialog } = await openAgentLead('lead-1', 'Priya Shah');
    const field = within(dialog).getByRole('textbox', { name: a.noteLabel }) as HTMLTextAreaElement;
    await user.type(field, 'Wants a 5-year fixed.');
    await user.click(within(dialog).getByRole('button', { name: a.addNote }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(a.noteFailed));
    expect(field.value).toBe('Wants a 5-year fixed.');
    expect(toast.success).not.toHaveBeenCalled();
    expect((await activityOf(dialog)).map((entry) => entry.querySelector('p')?.textContent)).toEqual([
      a.created(m.sourceLabels.contact_form),
    ]);
  });

  it('a status change in the dialog shows its entry and the time to first contact', async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Priya Shah', created_at: new Date().toISOString() })];
    const { user, dialog } = await openAgentLead('lead-1', 'Priya Shah');
    expect(within(dialog).getByText(fc.waiting)).toBeTruthy();
    await activityOf(dialog);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: m.changeStatus }), 'contacted');
    await waitFor(async () =>
      expect((await activityOf(dialog))[0]?.querySelector('p')?.textContent).toBe(
        `${a.status(m.statusLabels.new, m.statusLabels.contacted)} ${a.by('Sarah Chen')}`,
      ),
    );
    expect(await within(dialog).findByText(fc.label)).toBeTruthy();
    expect(within(dialog).queryByText(fc.waiting)).toBeNull();
  });
});

describe('first contact', () => {
  it('shows how long it took in business hours, and when', async () => {
    // Received at 10:00, contacted at 12:05 the same Friday (Toronto).
    leads = [
      lead({
        id: 'lead-1',
        client_name: 'Priya Shah',
        status: 'qualified',
        first_contacted_at: '2026-11-20T17:05:00.000Z',
      }),
    ];
    const { dialog } = await openAgentLead('lead-1', 'Priya Shah');
    const line = within(dialog).getByText(fc.label).parentElement!;
    expect(within(line).getByText(fc.after('2 h 5 min'))).toBeTruthy();
    const time = line.querySelector('time')!;
    expect(time.getAttribute('dateTime')).toBe('2026-11-20T17:05:00.000Z');
    expect(time.textContent).toBe(`(${readable('2026-11-20T17:05:00.000Z')})`);
  });

  it('warns in words when a new lead has waited more than a business hour, and marks its row Overdue', async () => {
    leads = [
      lead({ id: 'lead-late', client_name: 'Late Lead' }),
      lead({ id: 'lead-fresh', client_name: 'Fresh Lead', created_at: new Date().toISOString() }),
      lead({ id: 'lead-done', client_name: 'Done Lead', status: 'contacted', first_contacted_at: ARRIVED }),
    ];
    const { dialog } = await openAgentLead('lead-late', 'Late Lead');
    expect(within(dialog).getByText(fc.overdue)).toBeTruthy();
    expect(within(dialog).queryByText(fc.waiting)).toBeNull();

    const row = (name: string) =>
      screen.getByRole('button', { name: m.viewDetails(name), hidden: true }).closest('tr')!;
    const badge = within(row('Late Lead')).getByText(fc.overdueShort).parentElement!;
    expect(badge.getAttribute('title')).toBe(fc.overdue);
    expect(badge.textContent).toContain(fc.overdue);
    expect(within(row('Fresh Lead')).queryByText(fc.overdueShort)).toBeNull();
    expect(within(row('Done Lead')).queryByText(fc.overdueShort)).toBeNull();
  });

  it("says 'Not contacted yet' for a new lead within its first business hour", async () => {
    leads = [lead({ id: 'lead-1', client_name: 'Fresh Lead', created_at: new Date().toISOString() })];
    const { dialog } = await openAgentLead('lead-1', 'Fresh Lead');
    expect(within(dialog).getByText(fc.waiting)).toBeTruthy();
    expect(within(dialog).queryByText(fc.overdue)).toBeNull();
  });
});
