// @vitest-environment jsdom
import './support/signed-in-fakes';
import { adminMessages, dashboardMessages, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UnsavedChangesProvider } from '../../../web/src/components/back-office/unsaved-changes';
import AgentsPanel from '../../../web/src/features/agents/super-admin/agents-panel';
import { ApiError } from '../../../web/src/lib/api';
import { seriousViolations } from './support/axe';
import { cancelThenDelete } from './support/confirm-delete';
import { answerRequests, type Call, toast } from './support/fake-api';
import { agentRecord } from './support/fixtures';
import { answerPage } from './support/paged-api';
import { renderScreen } from './support/render';
import { failedThenRetry } from './support/retry';
import { presignedUpload, StoredXhr } from './support/storage';

// The fake API keeps its agents as /api/admin/agents (a page at a time) and /api/admin/agents/options do.

const a = adminMessages;
const t = a.agents;
const o = a.offboarding;
const s = dashboardMessages.settings;

type Json = Record<string, unknown>;
/** An agent as GET /api/admin/agents lists it: a new agent's empty profile, its sign-in and its lead counts. */
const agent = (fields: Json & { id: string; name: string; email: string }): Json => ({
  ...agentRecord({
    social_links: {},
    application_links: {},
    seo_settings: {},
    contact_details: {},
    profile_slug: null,
    created_at: '2026-03-01T12:00:00.000Z',
  }),
  user_id: `user-${fields.id}`,
  leads: 0,
  open_leads: 0,
  ...fields,
});
const sarah = agent({
  id: 'agent-sarah',
  name: 'Sarah Chen',
  email: 'sarah@example.com',
  profile_slug: 'sarahchen',
  headshot_url: 'https://cdn.example.com/sarah.jpg',
});
const marc = agent({ id: 'agent-marc', name: 'Marc Tremblay', email: 'marc@example.com' });

let calls: Call[];
let store: Json[];
/** What the fake API answers; a thrown error is its failure. By default it keeps `store` as the API would. */
let answer: (call: Call) => unknown;

function keepStore({ path, method, body }: Call): unknown {
  const id = decodeURIComponent(path.split('/')[4] ?? '');
  if (method === 'GET') {
    // Every agent as an option (offboarding's choice), or a page of the list (issue 33).
    if (path.startsWith('/api/admin/agents/options'))
      return store.map(({ id, name, email, profile_slug, is_active }) => ({
        id,
        name,
        email,
        profile_slug,
        is_active,
      }));
    return answerPage(store as (Json & { id: string; created_at: string })[], path);
  }
  if (path.endsWith('/reassign-leads'))
    return moveLeads(id, body as { agent_id: string; include_closed?: boolean });
  if (method === 'POST') {
    const request = body as { fullName: string; email: string };
    const created = agent({ id: 'agent-new', name: request.fullName, email: request.email });
    store = [created, ...store];
    return created;
  }
  if (method === 'PATCH') {
    store = store.map((item) => (item.id === id ? { ...item, ...(body as Json) } : item));
    return store.find((item) => item.id === id);
  }
  store = store.filter((item) => item.id !== id);
  return null;
}

/** keepStore, but the calls `fails` picks are refused with `error` (by default a 500 without a reason). */
function refusing(fails: (call: Call) => boolean, error: unknown = new ApiError(500, 'internal', 'boom')) {
  return (call: Call) => {
    if (fails(call)) throw error;
    return keepStore(call);
  };
}

/** POST /api/admin/agents/{id}/reassign-leads as the API does it: the open leads (or all) change agent. */
function moveLeads(
  from: string,
  { agent_id, include_closed }: { agent_id: string; include_closed?: boolean },
) {
  const source = store.find((item) => item.id === from)!;
  const target = store.find((item) => item.id === agent_id)!;
  const moved = (include_closed ? source.leads : source.open_leads) as number;
  const movedOpen = source.open_leads as number;
  store = store.map((item) =>
    item.id === from
      ? { ...item, leads: (item.leads as number) - moved, open_leads: 0 }
      : item.id === agent_id
        ? {
            ...item,
            leads: (item.leads as number) + moved,
            open_leads: (item.open_leads as number) + movedOpen,
          }
        : item,
  );
  return { moved, target_name: target.name };
}

beforeEach(() => {
  store = [sarah, marc];
  answer = keepStore;
  calls = answerRequests((call) => answer(call));
});
afterEach(() => {
  vi.resetAllMocks();
  vi.unstubAllGlobals();
});

const writes = () => calls.filter((call) => call.method !== 'GET');

function renderPanel() {
  const user = userEvent.setup();
  renderScreen(
    <UnsavedChangesProvider>
      <AgentsPanel />
    </UnsavedChangesProvider>,
  );
  return user;
}

/** The offboarding dialog, loaded on first use (lazyDialog): its first import can take seconds on a busy machine. */
const offboardingDialog = (name: string) => screen.findByRole('dialog', { name }, { timeout: 10_000 });

/** An optional field's label reads '<label>Optional'. */
/** A field by its label's whole text (an optional one's also says 'Optional'): not its French twin's. */
const optional = (label: string) => new RegExp(`^${label.replace(/[()]/g, '\\$&')}(Optional)?$`);

/** The card of the agent named `name`. */
async function card(name: string) {
  const link = await screen.findByRole('link', { name: new RegExp(name) });
  return link.closest('li') as HTMLElement;
}

/** Presses the button `action(name)` on the card of the agent named `name`. */
async function pressOnCard(
  user: ReturnType<typeof renderPanel>,
  name: string,
  action: (name: string) => string,
) {
  await user.click(within(await card(name)).getByRole('button', { name: action(name) }));
}

/** Opens the edit dialog of the agent named `name` from its card. */
async function openEdit(user: ReturnType<typeof renderPanel>, name: string) {
  await pressOnCard(user, name, t.edit);
  return screen.findByRole('dialog', { name: t.editTitle(name) });
}

/** Opens the create dialog once the cards are shown. */
async function openCreateDialog(user: ReturnType<typeof renderPanel>) {
  await card('Sarah Chen');
  await user.click(screen.getByRole('button', { name: t.newAgent }));
  // The dialog's code loads on its first opening (lazyDialog): slower than a second on a busy machine.
  return screen.findByRole('dialog', { name: t.createTitle }, { timeout: 5000 });
}

/** Creates the agent `fullName` <`email`> with a valid password through the create dialog; returns the dialog. */
async function createAgent(user: ReturnType<typeof renderPanel>, fullName: string, email: string) {
  const dialog = await openCreateDialog(user);
  await user.type(within(dialog).getByLabelText(t.fullName), fullName);
  await user.type(within(dialog).getByLabelText(t.email), email);
  await user.type(within(dialog).getByLabelText(t.password), 'Back-office-test-1!');
  await user.click(within(dialog).getByRole('button', { name: t.createSubmit }));
  return dialog;
}

describe('the admin Agents panel', () => {
  it('shows each agent as a card: headshot or initials, name, e-mail, profile URL, state, linking to /agents/{id} in a new tab', async () => {
    store = [sarah, { ...marc, is_active: false }];
    renderPanel();
    const first = await card('Sarah Chen');
    const second = await card('Marc Tremblay');

    const link = within(first).getByRole('link');
    expect(link.getAttribute('href')).toBe('/agents/agent-sarah');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.textContent).toContain(t.opensInNewTab);
    expect(within(first).getByRole('img', { name: 'Sarah Chen' }).getAttribute('src')).toBe(
      'https://cdn.example.com/sarah.jpg',
    );
    expect(within(first).getByText('sarah@example.com')).toBeTruthy();
    expect(within(first).getByText('/agent/sarahchen')).toBeTruthy();
    expect(within(first).getByText(t.active)).toBeTruthy();

    // No headshot: initials; no slug yet: said so. The actions are outside the link, named with the agent.
    expect(within(second).getByRole('img', { name: 'Marc Tremblay' }).textContent).toBe('MT');
    expect(within(second).getByText(t.noSlug)).toBeTruthy();
    expect(within(second).getByText(t.inactive)).toBeTruthy();
    for (const name of [t.activate('Marc Tremblay'), t.edit('Marc Tremblay'), t.delete('Marc Tremblay')]) {
      expect(within(second).getByRole('button', { name }).closest('a')).toBeNull();
    }
  });

  it('shows 25 agents a page, newest first, with how many there are; Next goes on by cursor (issue 33)', async () => {
    store = Array.from({ length: 30 }, (_, i) =>
      agent({
        id: `agent-${i + 1}`,
        name: `Agent ${String(i + 1).padStart(2, '0')}`,
        email: `agent${i + 1}@example.com`,
        created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      }),
    );
    const user = renderPanel();
    await card('Agent 30');
    expect(screen.queryByRole('link', { name: /Agent 05/ })).toBeNull();
    expect(screen.getByText(staffMessages.dataTable.rowsOf(1, 25, 30))).toBeTruthy();
    await user.click(screen.getByRole('button', { name: staffMessages.dataTable.nextPage }));
    expect(await card('Agent 05')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Agent 30/ })).toBeNull();
    expect(screen.getByText(staffMessages.dataTable.rowsOf(26, 30, 30))).toBeTruthy();
    const pages = calls.filter((call) => call.path.startsWith('/api/admin/agents?'));
    expect(pages.map((call) => new URL(call.path, 'http://x').searchParams.has('cursor'))).toEqual([
      false,
      true,
    ]);
  });

  it("says 'Failed to fetch agents' when the list cannot be loaded, and Retry loads it", async () => {
    answer = () => {
      throw new ApiError(500, 'internal', 'boom');
    };
    renderPanel();
    await failedThenRetry(a.fetchAgentsFailed, () => {
      answer = keepStore;
    });
    expect(await card('Sarah Chen')).toBeTruthy();
  });

  it("refuses to create an agent without full name, e-mail and password (the shared schema's message) and sends nothing", async () => {
    const user = renderPanel();
    const dialog = await openCreateDialog(user);
    expect(within(dialog).getByText(t.passwordPolicy)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: t.createSubmit }));

    for (const label of [t.fullName, t.email, t.password]) {
      await waitFor(() =>
        expect(within(dialog).getByLabelText(label).getAttribute('aria-invalid')).toBe('true'),
      );
    }
    expect(within(dialog).getAllByText(commonWords.required).length).toBeGreaterThanOrEqual(2);
    expect(writes()).toEqual([]);
  });

  it('creates an agent, says so, and shows its card', async () => {
    const user = renderPanel();
    await createAgent(user, 'Nadia Roy', 'nadia@example.com');

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.agentCreated));
    expect(writes()).toEqual([
      {
        path: '/api/admin/agents',
        method: 'POST',
        body: { fullName: 'Nadia Roy', email: 'nadia@example.com', password: 'Back-office-test-1!' },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await card('Nadia Roy')).getByText('nadia@example.com')).toBeTruthy();
  });

  it("shows the API's own refusal (an e-mail already signed up) and keeps what was typed", async () => {
    answer = refusing(
      (call) => call.method === 'POST',
      new ApiError(409, 'conflict', 'A user with this e-mail already exists'),
    );
    const user = renderPanel();
    const dialog = await createAgent(user, 'Sarah Again', 'sarah@example.com');

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('A user with this e-mail already exists'));
    expect((within(dialog).getByLabelText(t.fullName) as HTMLInputElement).value).toBe('Sarah Again');
  });

  it("says 'Failed to create agent' when the API fails without a reason of its own", async () => {
    answer = refusing((call) => call.method === 'POST');
    const user = renderPanel();
    await createAgent(user, 'Nadia Roy', 'nadia@example.com');
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(a.createAgentFailed));
  });

  it('edits an agent through its tabs and saves them with one PATCH', async () => {
    const user = renderPanel();
    const dialog = await openEdit(user, 'Sarah Chen');
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual([...a.agentTabs]);
    expect((within(dialog).getByLabelText(s.profile.name) as HTMLInputElement).value).toBe('Sarah Chen');
    await user.clear(within(dialog).getByLabelText(optional(s.profile.phone)));
    await user.type(within(dialog).getByLabelText(optional(s.profile.phone)), '416-555-0101');
    const bioFr = within(dialog).getByLabelText(optional(staffMessages.french.label(s.profile.bio)));
    expect(bioFr.getAttribute('lang')).toBe('fr');
    await user.type(bioFr, 'Courtière à Toronto.');

    await user.click(within(dialog).getByRole('tab', { name: a.agentTabs[1] }));
    expect(within(dialog).getByRole('tab', { name: a.agentTabs[1] }).getAttribute('aria-selected')).toBe(
      'true',
    );
    await user.type(within(dialog).getByLabelText(optional(s.social.facebook)), 'https://facebook.com/sarah');
    await user.click(within(dialog).getByRole('tab', { name: a.agentTabs[2] }));
    await user.type(
      within(dialog).getByLabelText(optional(s.links.apply)),
      'https://apply.example.com/sarah',
    );
    await user.click(within(dialog).getByRole('tab', { name: a.agentTabs[3] }));
    await user.type(within(dialog).getByLabelText(optional(s.seo.metaTitle)), 'Sarah Chen, Toronto broker');
    await user.type(
      within(dialog).getByLabelText(optional(staffMessages.french.label(s.seo.metaTitle))),
      'Sarah Chen, courtière à Toronto',
    );
    expect(within(dialog).getByTestId('seo-preview').textContent).toContain('Sarah Chen, Toronto broker');
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.agentUpdated));
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({
      path: '/api/admin/agents/agent-sarah',
      method: 'PATCH',
      body: {
        name: 'Sarah Chen',
        email: 'sarah@example.com',
        phone: '416-555-0101',
        profile_slug: 'sarahchen',
        social_links: { facebook: 'https://facebook.com/sarah' },
        application_links: { apply: 'https://apply.example.com/sarah' },
        seo_settings: { meta_title: 'Sarah Chen, Toronto broker' },
        // Both tabs' French, sent whole with the rest.
        fr: {
          bio: 'Courtière à Toronto.',
          seo_settings: { meta_title: 'Sarah Chen, courtière à Toronto', meta_description: null },
        },
      },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('brings forward the tab of a refused field, sends nothing, and leaves an agent without a profile URL without one', async () => {
    const user = renderPanel();
    const dialog = await openEdit(user, 'Marc Tremblay');
    await user.click(within(dialog).getByRole('tab', { name: a.agentTabs[1] }));
    await user.type(within(dialog).getByLabelText(optional(s.social.website)), 'not a link');
    await user.click(within(dialog).getByRole('tab', { name: a.agentTabs[0] }));
    await user.click(within(dialog).getByRole('button', { name: t.save }));

    await waitFor(() =>
      expect(within(dialog).getByRole('tab', { name: a.agentTabs[1] }).getAttribute('aria-selected')).toBe(
        'true',
      ),
    );
    expect(within(dialog).getByLabelText(optional(s.social.website)).getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(writes()).toEqual([]);

    await user.clear(within(dialog).getByLabelText(optional(s.social.website)));
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(writes()).toHaveLength(1));
    // What goes over the wire (JSON): no profile_slug at all.
    expect(JSON.parse(JSON.stringify(writes()[0]!.body))).not.toHaveProperty('profile_slug');
  });

  it("asks for the headshot's upload under the agent, and says 'Failed to upload headshot' when it is refused", async () => {
    answer = refusing((call) => call.path === '/api/admin/uploads');
    const user = renderPanel();
    const dialog = await openEdit(user, 'Marc Tremblay');
    const input = within(dialog).getByLabelText(
      `${dashboardMessages.uploadChooseFile} (${dashboardMessages.photos.headshot})`,
    );
    await user.upload(input, new File(['png'], 'marc.png', { type: 'image/png' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(dashboardMessages.headshotFailed));
    expect(writes()).toEqual([
      {
        path: '/api/admin/uploads',
        method: 'POST',
        body: {
          kind: 'headshot',
          filename: 'marc.png',
          content_type: 'image/png',
          size: 3,
          agent_id: 'agent-marc',
        },
      },
    ]);
  });

  it("saves the headshot on the agent as soon as it is uploaded, with 'Headshot uploaded successfully!'", async () => {
    vi.stubGlobal('XMLHttpRequest', StoredXhr);
    const key = 'agent-marc/1700000000000-marc.png';
    answer = (call) =>
      call.path === '/api/admin/uploads' ? presignedUpload('agent-headshots', key) : keepStore(call);
    const user = renderPanel();
    const dialog = await openEdit(user, 'Marc Tremblay');
    const headshot = `${dashboardMessages.uploadChooseFile} (${dashboardMessages.photos.headshot})`;
    await user.upload(
      within(dialog).getByLabelText(headshot),
      new File(['png'], 'marc.png', { type: 'image/png' }),
    );

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(dashboardMessages.headshotUploaded));
    expect(writes().at(-1)).toEqual({
      path: '/api/admin/agents/agent-marc',
      method: 'PATCH',
      body: { headshot_url: `http://media.test/agent-headshots/${key}` },
    });
  });

  it("says 'Failed to update agent' when the edit is not saved, and stays open", async () => {
    answer = refusing((call) => call.method === 'PATCH');
    const user = renderPanel();
    const dialog = await openEdit(user, 'Sarah Chen');
    await user.click(within(dialog).getByRole('button', { name: t.save }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(a.updateAgentFailed));
    expect(screen.getByRole('dialog', { name: t.editTitle('Sarah Chen') })).toBeTruthy();
  });

  it('deactivates through a dialog that says what happens; the card changes at once and changes back with a failure toast when the API refuses', async () => {
    let refuse: (error: unknown) => void = () => {};
    answer = (call) =>
      call.method === 'PATCH'
        ? new Promise((_resolve, reject) => {
            refuse = reject;
          })
        : keepStore(call);
    const user = renderPanel();
    const sarahCard = await card('Sarah Chen');
    await user.click(within(sarahCard).getByRole('button', { name: t.deactivate('Sarah Chen') }));

    const dialog = await offboardingDialog(o.deactivateTitle('Sarah Chen'));
    for (const line of o.consequences) expect(within(dialog).getByText(line)).toBeTruthy();
    expect(within(dialog).getByText(o.noOpenLeads('Sarah Chen'))).toBeTruthy();
    // Nothing to reassign: no choice of agent, only Deactivate.
    expect(within(dialog).queryByRole('combobox')).toBeNull();
    expect(writes()).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: o.deactivate }));

    // Shown before the API answers, with the step in progress announced.
    expect(await within(sarahCard).findByText(t.inactive)).toBeTruthy();
    expect(within(dialog).getByRole('status').textContent).toBe(o.deactivating);
    expect(writes()).toEqual([
      { path: '/api/admin/agents/agent-sarah', method: 'PATCH', body: { is_active: false } },
    ]);

    refuse(new ApiError(500, 'internal', 'boom'));
    expect(await within(sarahCard).findByText(t.active)).toBeTruthy();
    expect(toast.error).toHaveBeenCalledWith(a.updateAgentFailed);
    // Still open for another try.
    expect(screen.getByRole('dialog', { name: o.deactivateTitle('Sarah Chen') })).toBeTruthy();
  });

  it('activates an inactive agent and says so', async () => {
    store = [{ ...marc, is_active: false }];
    const user = renderPanel();
    const marcCard = await card('Marc Tremblay');
    await user.click(within(marcCard).getByRole('button', { name: t.activate('Marc Tremblay') }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t.activated('Marc Tremblay')));
    expect(within(marcCard).getByText(t.active)).toBeTruthy();
    expect(writes()).toEqual([
      { path: '/api/admin/agents/agent-marc', method: 'PATCH', body: { is_active: true } },
    ]);
  });

  it('asks before deleting: Cancel sends nothing, Delete removes the agent and says so', async () => {
    const user = renderPanel();
    await cancelThenDelete(user, {
      label: t.delete('Marc Tremblay'),
      title: t.deleteTitle('Marc Tremblay'),
      writes,
    });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.agentDeleted));
    expect(writes()).toEqual([{ path: '/api/admin/agents/agent-marc', method: 'DELETE', body: undefined }]);
    await waitFor(() => expect(screen.queryByRole('link', { name: /Marc Tremblay/ })).toBeNull());
  });

  it("says 'Failed to delete agent' when the delete fails, and keeps the card", async () => {
    answer = refusing((call) => call.method === 'DELETE');
    const user = renderPanel();
    await pressOnCard(user, 'Marc Tremblay', t.delete);
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(a.deleteAgentFailed));
    expect(await card('Marc Tremblay')).toBeTruthy();
  });

  it('has no serious or critical axe violation: the cards, the create dialog and each edit tab', async () => {
    const user = renderPanel();
    await card('Sarah Chen');
    expect(await seriousViolations(document.body)).toEqual([]);
    const create = await openCreateDialog(user);
    await user.click(within(create).getByRole('button', { name: t.createSubmit }));
    await waitFor(() => expect(within(create).getAllByRole('alert').length).toBeGreaterThan(0));
    expect(await seriousViolations(document.body)).toEqual([]);
    await user.click(within(create).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const edit = await openEdit(user, 'Sarah Chen');
    for (const name of a.agentTabs) {
      await user.click(within(edit).getByRole('tab', { name }));
      expect(await seriousViolations(document.body)).toEqual([]);
    }
  });
});

describe('offboarding an agent (issue 17)', () => {
  // Sarah has 4 leads, 3 of them open; Olga is inactive.
  beforeEach(() => {
    store = [
      { ...sarah, leads: 4, open_leads: 3 },
      marc,
      agent({ id: 'agent-off', name: 'Olga Off', email: 'o@example.com', is_active: false }),
    ];
  });

  it('shows the open leads on the card, with Reassign open leads only where there are some', async () => {
    renderPanel();
    const sarahCard = await card('Sarah Chen');
    expect(within(sarahCard).getByText(o.openLeadCount(3))).toBeTruthy();
    expect(within(sarahCard).getByRole('button', { name: o.reassignOpen('Sarah Chen') })).toBeTruthy();
    expect(
      within(await card('Marc Tremblay')).queryByRole('button', { name: o.reassignOpen('Marc Tremblay') }),
    ).toBeNull();
  });

  it('reassigns the open leads to the chosen active agent and deactivates, in that order, in one step', async () => {
    const user = renderPanel();
    await pressOnCard(user, 'Sarah Chen', t.deactivate);
    const dialog = await offboardingDialog(o.deactivateTitle('Sarah Chen'));
    expect(within(dialog).getByText(o.hasOpenLeads('Sarah Chen', 3))).toBeTruthy();

    const submit = within(dialog).getByRole('button', { name: o.reassignAndDeactivate(3) });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    // Only active agents other than Sarah can take the leads.
    const select = within(dialog).getByRole('combobox', { name: o.reassignTo });
    const choices = within(select)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(choices).toEqual(['Marc Tremblay (marc@example.com)']);
    await user.selectOptions(select, 'agent-marc');
    await user.click(submit);

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t.deactivated('Sarah Chen')));
    expect(toast.success).toHaveBeenCalledWith(o.reassigned(3, 'Marc Tremblay'));
    expect(writes()).toEqual([
      {
        path: '/api/admin/agents/agent-sarah/reassign-leads',
        method: 'POST',
        body: { agent_id: 'agent-marc', include_closed: false },
      },
      { path: '/api/admin/agents/agent-sarah', method: 'PATCH', body: { is_active: false } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await card('Marc Tremblay')).getByText(o.openLeadCount(3))).toBeTruthy();
  });

  it('deactivates only, leaving the leads where they are', async () => {
    const user = renderPanel();
    await pressOnCard(user, 'Sarah Chen', t.deactivate);
    const dialog = await offboardingDialog(o.deactivateTitle('Sarah Chen'));
    await user.click(within(dialog).getByRole('button', { name: o.deactivateOnly }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(t.deactivated('Sarah Chen')));
    expect(writes()).toEqual([
      { path: '/api/admin/agents/agent-sarah', method: 'PATCH', body: { is_active: false } },
    ]);
  });

  it("deactivates nothing when the reassignment is refused, and shows the API's reason", async () => {
    answer = refusing(
      (call) => call.path.endsWith('/reassign-leads'),
      new ApiError(400, 'validation_failed', staffMessages.leads.reassign.invalid),
    );
    const user = renderPanel();
    const sarahCard = await card('Sarah Chen');
    await user.click(within(sarahCard).getByRole('button', { name: t.deactivate('Sarah Chen') }));
    const dialog = await offboardingDialog(o.deactivateTitle('Sarah Chen'));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: o.reassignTo }), 'agent-marc');
    await user.click(within(dialog).getByRole('button', { name: o.reassignAndDeactivate(3) }));
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith(staffMessages.leads.reassign.invalid));
    expect(writes().map((call) => call.method)).toEqual(['POST']);
    expect(screen.getByRole('dialog', { name: o.deactivateTitle('Sarah Chen') })).toBeTruthy();
    expect(within(sarahCard).getByText(t.active)).toBeTruthy();
  });

  it('reassigns the open leads alone from the card, with the keyboard', async () => {
    const user = renderPanel();
    within(await card('Sarah Chen'))
      .getByRole('button', { name: o.reassignOpen('Sarah Chen') })
      .focus();
    await user.keyboard('{Enter}');
    const dialog = await offboardingDialog(o.reassignTitle('Sarah Chen'));
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('combobox', { name: o.reassignTo }));
    await user.selectOptions(document.activeElement as HTMLSelectElement, 'agent-marc');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: o.reassign(3) }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(o.reassigned(3, 'Marc Tremblay')));
    expect(writes()).toEqual([
      {
        path: '/api/admin/agents/agent-sarah/reassign-leads',
        method: 'POST',
        body: { agent_id: 'agent-marc', include_closed: false },
      },
    ]);
  });

  it('on Delete of an agent with leads, explains and offers to reassign every lead, then asks to confirm the delete', async () => {
    const user = renderPanel();
    await pressOnCard(user, 'Sarah Chen', t.delete);
    const dialog = await offboardingDialog(o.deleteBlockedTitle('Sarah Chen'));
    expect(within(dialog).getByText(o.deleteBlocked('Sarah Chen', 4))).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: o.reassignTo }), 'agent-marc');
    await user.click(within(dialog).getByRole('button', { name: o.reassign(4) }));

    const confirm = await screen.findByRole('alertdialog', { name: t.deleteTitle('Sarah Chen') });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(a.agentDeleted));
    expect(writes()).toEqual([
      {
        path: '/api/admin/agents/agent-sarah/reassign-leads',
        method: 'POST',
        body: { agent_id: 'agent-marc', include_closed: true },
      },
      { path: '/api/admin/agents/agent-sarah', method: 'DELETE', body: undefined },
    ]);
  });

  it('has no serious or critical axe violation in the offboarding dialog', async () => {
    const user = renderPanel();
    await pressOnCard(user, 'Sarah Chen', t.deactivate);
    await offboardingDialog(o.deactivateTitle('Sarah Chen'));
    expect(await seriousViolations(document.body)).toEqual([]);
  });
});
