import { staffMessages } from '@maplestone/shared';
import { LogOut } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTitle } from '../../lib/use-title';
import { Button } from '../ui/button';
import { LeafMark } from '../ui/logo';
import { GuardedLink, LeaveGuardProvider, useLeaveGuard } from './leave-guard';
import type { NavItem } from './nav-item';
import { Sidebar, SidebarMenu, SidebarMenuLink, SidebarProvider, SidebarTrigger } from './sidebar';
import { UnsavedChangesProvider } from './unsaved-changes';

export interface BackOfficeShellProps<P> {
  /** The area's name: the header's heading and the end of the document title. */
  title: string;
  /** Who is signed in. */
  userName: string;
  /** The area's tabs: the sidebar shows one link per item, to `${basePath}/${tab}`. */
  nav: readonly NavItem<P>[];
  basePath: '/agent-dashboard' | '/super-admin';
  /** Header buttons before Logout (View My Page for agents); links among them should be GuardedLinks. */
  headerActions?: ReactNode;
  /** Signs out and goes to / (RequireRole's signOut). */
  onLogout: () => void;
  children: ReactNode;
}

/**
 * The frame of a back-office area, the whole window (ADR 089): a header (the leaf mark home, sidebar toggle, area title, who is signed in, actions, Logout),
 * the collapsible sidebar built from the area's NAV list, and the current tab. Leaving a form with unsaved
 * changes through the sidebar, a header link or Logout asks first (ADR 035).
 */
export function BackOfficeShell<P>(props: BackOfficeShellProps<P>) {
  return (
    <UnsavedChangesProvider>
      <LeaveGuardProvider>
        <SidebarProvider>
          <ShellFrame {...props} />
        </SidebarProvider>
      </LeaveGuardProvider>
    </UnsavedChangesProvider>
  );
}

function ShellFrame<P>({
  title,
  userName,
  nav,
  basePath,
  headerActions,
  onLogout,
  children,
}: BackOfficeShellProps<P>) {
  const { confirmLeave, guardLinkClick } = useLeaveGuard();
  const { pathname } = useLocation();
  const currentTab = pathname.slice(basePath.length + 1).split('/')[0];
  const current = nav.find((item) => item.tab === currentTab);
  useTitle(current ? `${current.title} · ${title}` : title);

  return (
    <>
      <Sidebar label={title} title={title}>
        <SidebarMenu>
          {nav.map((item) => {
            const to = `${basePath}/${item.tab}`;
            return (
              <SidebarMenuLink
                key={item.tab}
                to={to}
                title={item.title}
                icon={item.icon}
                onClick={(event) => guardLinkClick(event, to)}
                onPreload={() => void item.load()}
              />
            );
          })}
        </SidebarMenu>
      </Sidebar>
      <div className="flex min-w-0 flex-1 flex-col">
        <div className="flex items-center gap-3 border-b border-slate-200 bg-white px-4 py-3 sm:px-6">
          {/* The back office has no site header (ADR 089): the leaf mark is the way back to the public site. */}
          <GuardedLink to="/" className="shrink-0 rounded-lg">
            <LeafMark className="size-9" />
            <span className="sr-only">{staffMessages.backOffice.siteHome}</span>
          </GuardedLink>
          <SidebarTrigger />
          <div className="min-w-0 flex-1">
            <h1 className="truncate font-display text-lg font-bold text-navy-950 sm:text-xl">{title}</h1>
            <p className="truncate text-xs text-slate-600 sm:text-sm">
              {staffMessages.backOffice.signedInAs}{' '}
              <span className="font-medium text-slate-800">{userName}</span>
            </p>
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {headerActions}
            <Button variant="outline" size="sm" onClick={() => confirmLeave(onLogout)}>
              <LogOut className="size-4" aria-hidden />
              {/* Icon only on phones; the word stays as the button's accessible name. */}
              <span className="sr-only sm:not-sr-only">{staffMessages.backOffice.logout}</span>
            </Button>
          </div>
        </div>
        <div className="w-full max-w-6xl flex-1 p-4 sm:p-6 lg:p-8">{children}</div>
      </div>
    </>
  );
}
