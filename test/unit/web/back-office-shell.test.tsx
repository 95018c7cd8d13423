// @vitest-environment jsdom
import { staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Search, User, Users } from 'lucide-react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminLayout } from '../../../web/src/app/back-office/admin-layout';
import type { NavItem } from '../../../web/src/components/back-office/nav-item';
import { BackOfficeShell } from '../../../web/src/components/back-office/shell';
import { SIDEBAR } from '../../../web/src/components/back-office/sidebar';
import { lazyTabs, TabRoutes } from '../../../web/src/components/back-office/tab-routes';
import { useUnsavedChanges } from '../../../web/src/components/back-office/unsaved-changes';
import { seriousViolations } from './support/axe';
import { stubBrowser } from './support/browser';
import { renderScreen } from './support/render';

const text = staffMessages.backOffice;

// The admin area opens on what needs attention, which asks the API for its lists: here the calls never
// answer (the panel's own tests, attention.test.tsx, cover what it shows).
vi.mock('../../../web/src/lib/authed-api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../web/src/lib/authed-api')>()),
  authedRequest: () => new Promise(() => {}),
}));

/** A tab with a form: dirty as soon as something is typed. */
function FormTab() {
  const [name, setName] = useState('');
  useUnsavedChanges(name !== '');
  return (
    <label>
      Full name
      <input value={name} onChange={(event) => setName(event.target.value)} />
    </label>
  );
}
const tab = (heading: string) => () => <h2>{heading}</h2>;

const NAV: NavItem<object>[] = [
  { tab: 'profile', title: 'Profile', icon: User, load: async () => ({ default: FormTab }) },
  { tab: 'seo', title: 'SEO', icon: Search, load: async () => ({ default: tab('SEO settings') }) },
  { tab: 'leads', title: 'Leads', icon: Users, load: async () => ({ default: tab('Your leads') }) },
];
const TABS = lazyTabs(NAV);

function renderArea(path = '/agent-dashboard/profile', onLogout = () => {}) {
  return renderScreen(
    <BackOfficeShell
      title="Agent Dashboard"
      userName="Sarah Chen"
      nav={NAV}
      basePath="/agent-dashboard"
      onLogout={onLogout}
    >
      <TabRoutes tabs={TABS} basePath="/agent-dashboard" tabProps={{}} />
    </BackOfficeShell>,
    path,
    '/agent-dashboard/*',
  );
}

const toggle = () => screen.getByRole('button', { name: text.toggleSidebar });
const sidebar = () => screen.getByRole('navigation', { name: 'Agent Dashboard' });

beforeEach(() => {
  // biome-ignore lint/suspicious/noDocumentCookie: each test starts without the sidebar's cookie
  document.cookie = `${SIDEBAR.cookieName}=; path=/; max-age=0`;
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('desktop sidebar', () => {
  beforeEach(() => stubBrowser({ narrow: false }));

  it('links every tab, marks the current one, and titles the page after it', async () => {
    renderArea('/agent-dashboard/seo');
    expect(await screen.findByRole('heading', { name: 'SEO settings' })).toBeTruthy();
    const links = within(sidebar()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Profile', '/agent-dashboard/profile'],
      ['SEO', '/agent-dashboard/seo'],
      ['Leads', '/agent-dashboard/leads'],
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, 'page', null]);
    // The title follows the tab in an effect after it renders: a busy machine may show the heading first.
    await waitFor(() => expect(document.title).toMatch(/^SEO · Agent Dashboard · /));
    expect(screen.getByText('Sarah Chen')).toBeTruthy();
  });

  it("opens the first tab at the area's root and switches tabs in place", async () => {
    const user = userEvent.setup();
    renderArea('/agent-dashboard');
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
    await user.click(within(sidebar()).getByRole('link', { name: 'Leads' }));
    expect(await screen.findByRole('heading', { name: 'Your leads' })).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Leads' }).getAttribute('aria-current')).toBe('page');
  });

  it('sends an unknown tab to the first tab', async () => {
    renderArea('/agent-dashboard/nonsense');
    expect(await screen.findByLabelText('Full name')).toBeTruthy();
    expect(within(sidebar()).getByRole('link', { name: 'Profile' }).getAttribute('aria-current')).toBe(
      'page',
    );
  });

  it('keeps its collapsed state in the sidebar_state cookie for 7 days, read back after a reload', async () => {
    const user = userEvent.setup();
    const written = vi.spyOn(Document.prototype, 'cookie', 'set');
    const first = renderArea();
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(written).toHaveBeenLastCalledWith('sidebar_state=false; path=/; max-age=604800');
    expect(document.cookie).toContain('sidebar_state=false');

    first.unmount();
    renderArea();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle());
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(document.cookie).toContain('sidebar_state=true');
  });

  it('toggles with Ctrl+B and with Cmd+B', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.keyboard('{Control>}b{/Control}');
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{Meta>}b{/Meta}');
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
  });

  it('has no serious or critical axe violation, expanded or collapsed', async () => {
    const user = userEvent.setup();
    renderArea();
    await screen.findByLabelText('Full name');
    expect(await seriousViolations()).toEqual([]);
    await user.click(toggle());
    expect(await seriousViolations()).toEqual([]);
  });

  it('collapsed to icons, keeps each link named and shows its title in a tooltip on focus', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.click(toggle());
    expect(
      within(sidebar())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Profile', 'SEO', 'Leads']);
    // The tooltip's code is a chunk of its own, fetched once the sidebar collapses.
    await act(() => import('../../../web/src/components/back-office/sidebar-tooltip'));
    const seo = within(sidebar()).getByRole('link', { name: 'SEO' });
    act(() => seo.focus());
    expect((await screen.findByRole('tooltip')).textContent).toBe('SEO');
  });
});

describe('below 768 px', () => {
  beforeEach(() => stubBrowser({ narrow: true }));

  it('is a sheet opened from the header, closed by choosing a tab', async () => {
    const user = userEvent.setup();
    renderArea();
    expect(screen.queryByRole('navigation', { name: 'Agent Dashboard' })).toBeNull();
    expect(toggle().getAttribute('aria-expanded')).toBe('false');

    await user.click(toggle());
    const sheet = await screen.findByRole('dialog', { name: 'Agent Dashboard' });
    // The modal sheet hides the page behind it from assistive technology, the trigger included.
    const trigger = screen.getByRole('button', { name: text.toggleSidebar, hidden: true });
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    await user.click(within(sheet).getByRole('link', { name: 'SEO' }));
    expect(await screen.findByRole('heading', { name: 'SEO settings' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('has no serious or critical axe violation with the sheet open', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.click(toggle());
    await screen.findByRole('dialog');
    expect(await seriousViolations()).toEqual([]);
  });

  it('closes with Escape and with its close button', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.click(toggle());
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await user.click(toggle());
    await user.click(await screen.findByRole('button', { name: text.closeSidebar }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('unsaved changes', () => {
  beforeEach(() => stubBrowser({ narrow: false }));

  it('asks before a sidebar link leaves a dirty form (not its own tab): Keep editing stays, Discard changes leaves', async () => {
    const user = userEvent.setup();
    renderArea();
    await user.type(await screen.findByLabelText('Full name'), 'Sarah');

    await user.click(within(sidebar()).getByRole('link', { name: 'Profile' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await user.click(within(sidebar()).getByRole('link', { name: 'SEO' }));
    const ask = await screen.findByRole('alertdialog', { name: text.discardTitle });
    await user.click(within(ask).getByRole('button', { name: text.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect((screen.getByLabelText('Full name') as HTMLInputElement).value).toBe('Sarah');

    await user.click(within(sidebar()).getByRole('link', { name: 'SEO' }));
    await user.click(await screen.findByRole('button', { name: text.discardConfirm }));
    expect(await screen.findByRole('heading', { name: 'SEO settings' })).toBeTruthy();
  });

  it("leads home to the public site from the header's leaf mark, asking first while a form is dirty", async () => {
    const user = userEvent.setup();
    renderArea();
    await user.type(await screen.findByLabelText('Full name'), 'S');
    await user.click(screen.getByRole('link', { name: text.siteHome }));
    await user.click(await screen.findByRole('button', { name: text.discardConfirm }));
    expect(await screen.findByText('Landed on /')).toBeTruthy();
  });

  it('asks before Logout leaves a dirty form, and leaves a clean one at once', async () => {
    const user = userEvent.setup();
    const onLogout = vi.fn();
    renderArea('/agent-dashboard/profile', onLogout);
    const logout = screen.getByRole('button', { name: text.logout });
    const name = await screen.findByLabelText('Full name');

    await user.type(name, 'S');
    await user.click(logout);
    await user.click(await screen.findByRole('button', { name: text.keepEditing }));
    expect(onLogout).not.toHaveBeenCalled();

    await user.clear(name);
    await user.click(logout);
    expect(onLogout).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

describe('/super-admin', () => {
  beforeEach(() => stubBrowser({ narrow: false }));

  it("opens on what needs attention (issue 17), then the spec's nine tabs, then the audit log and privacy", async () => {
    renderScreen(<AdminLayout name="Sam Admin" onLogout={() => {}} />, '/super-admin', '/super-admin/*');
    expect((await screen.findByRole('status')).textContent).toBe(commonWords.loading);
    const nav = screen.getByRole('navigation', { name: text.adminArea });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [
        'attention',
        'agents',
        'testimonials',
        'blog',
        'leads',
        'analytics',
        'rates',
        'products',
        'services',
        'lenders',
        'audit',
        'privacy',
      ].map((tab) => `/super-admin/${tab}`),
    );
    expect(links[0]!.getAttribute('aria-current')).toBe('page');
    expect(document.title).toMatch(/^Needs attention · Super Admin · /);
  });
});
