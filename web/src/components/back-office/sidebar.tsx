import { staffMessages } from '@maplestone/shared';
import type { LucideIcon } from 'lucide-react';
import { PanelLeft } from 'lucide-react';
import {
  createContext,
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { NavLink, useLocation } from 'react-router';
import { cn } from '../../lib/cn';
import { MOBILE_BREAKPOINT_PX, useIsMobile } from '../../lib/use-media-query';

/** The sidebar's constants (spec §2 and §9), in one place; the model is shadcn's sidebar block. */
export const SIDEBAR = {
  cookieName: 'sidebar_state',
  /** 7 days. */
  cookieMaxAgeSeconds: 60 * 60 * 24 * 7,
  width: '16rem',
  mobileWidth: '18rem',
  iconWidth: '3rem',
  /** Below this width the sidebar is a sheet. */
  mobileBreakpointPx: MOBILE_BREAKPOINT_PX,
  /** With Ctrl (or Cmd on a Mac). */
  shortcutKey: 'b',
} as const;

const SidebarSheet = lazy(() => import('./sidebar-sheet'));
const SidebarTooltip = lazy(() => import('./sidebar-tooltip'));

/** The expanded/collapsed state the cookie keeps: true, false, or null when there is none. */
export function readSidebarCookie(): boolean | null {
  const entry = document.cookie.split('; ').find((cookie) => cookie.startsWith(`${SIDEBAR.cookieName}=`));
  if (!entry) return null;
  return entry.slice(SIDEBAR.cookieName.length + 1) === 'true';
}

function writeSidebarCookie(open: boolean) {
  // biome-ignore lint/suspicious/noDocumentCookie: a plain cookie so the state survives a reload (spec); no Cookie Store API in every browser yet
  document.cookie = `${SIDEBAR.cookieName}=${open}; path=/; max-age=${SIDEBAR.cookieMaxAgeSeconds}`;
}

interface SidebarState {
  /** Desktop: expanded (true) or collapsed to icons (false). */
  open: boolean;
  /** Mobile: whether the sheet is showing. */
  openMobile: boolean;
  setOpenMobile: (open: boolean) => void;
  isMobile: boolean;
  /** Desktop and collapsed: items show only their icon (with a tooltip). */
  collapsed: boolean;
  toggle: () => void;
}

const SidebarContext = createContext<SidebarState | null>(null);

export function useSidebar(): SidebarState {
  const context = useContext(SidebarContext);
  if (!context) throw new Error('useSidebar must be used inside a SidebarProvider');
  return context;
}

/**
 * Holds the sidebar's state: expanded or collapsed on desktop (kept in the `sidebar_state` cookie for 7 days,
 * read back at load), the sheet's open state below 768 px; Ctrl+B / Cmd+B toggles whichever applies.
 */
export function SidebarProvider({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  const [open, setOpen] = useState(() => readSidebarCookie() ?? true);
  const [openMobile, setOpenMobile] = useState(false);
  const { pathname } = useLocation();

  const toggle = useCallback(() => {
    if (isMobile) {
      setOpenMobile((current) => !current);
      return;
    }
    setOpen(!open);
    writeSidebarCookie(!open);
  }, [isMobile, open]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === SIDEBAR.shortcutKey && (event.ctrlKey || event.metaKey)) {
        event.preventDefault();
        toggle();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [toggle]);

  // The sheet closes once a tab is chosen (also when that waited for a confirmation).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every page change
  useEffect(() => setOpenMobile(false), [pathname]);

  const value = useMemo<SidebarState>(
    () => ({ open, openMobile, setOpenMobile, isMobile, collapsed: !isMobile && !open, toggle }),
    [open, openMobile, isMobile, toggle],
  );
  return (
    <SidebarContext.Provider value={value}>
      <div className="flex min-h-dvh bg-slate-50">{children}</div>
    </SidebarContext.Provider>
  );
}

/** The header button that collapses/expands the sidebar (desktop) or opens the sheet (mobile). */
export function SidebarTrigger({ className }: { className?: string }) {
  const { isMobile, open, openMobile, toggle } = useSidebar();
  return (
    <button
      type="button"
      onClick={toggle}
      aria-label={staffMessages.backOffice.toggleSidebar}
      aria-expanded={isMobile ? openMobile : open}
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-navy-900 hover:bg-navy-50',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500',
        className,
      )}
    >
      <PanelLeft className="size-5" aria-hidden />
    </button>
  );
}

/**
 * The sidebar: a column 16rem wide (3rem collapsed to icons) from 768 px up, and below that a sheet 18rem
 * wide sliding in from the left (./sidebar-sheet).
 */
export function Sidebar({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const { isMobile, openMobile, setOpenMobile, collapsed } = useSidebar();
  if (isMobile) {
    return (
      // The sheet's code arrives when first needed; a tap before that opens it once it has.
      <Suspense fallback={null}>
        <SidebarSheet open={openMobile} onOpenChange={setOpenMobile} title={title} label={label}>
          {children}
        </SidebarSheet>
      </Suspense>
    );
  }
  return (
    <aside
      data-state={collapsed ? 'collapsed' : 'expanded'}
      className={cn('shrink-0 border-r border-slate-200 bg-white transition-[width] duration-200 ease-out')}
      style={{ width: collapsed ? SIDEBAR.iconWidth : SIDEBAR.width }}
    >
      {/* Stays in view as the tab scrolls (the back office has no site header above it, ADR 089). */}
      <nav aria-label={label} className={cn('sticky top-0', collapsed ? 'p-1.5' : 'p-3')}>
        {children}
      </nav>
    </aside>
  );
}

export function SidebarMenu({ children }: { children: ReactNode }) {
  return <ul className="space-y-1">{children}</ul>;
}

/**
 * One sidebar entry: a link marked aria-current="page" when its tab is showing. Collapsed to its icon, it
 * keeps its title as its accessible name and shows it in a tooltip on hover and focus.
 */
export function SidebarMenuLink({
  to,
  title,
  icon: Icon,
  onClick,
  onPreload,
}: {
  to: string;
  title: string;
  icon: LucideIcon;
  /** Called first; preventDefault() keeps the page (and the sheet) as they are. */
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /** Hover or focus: a chance to fetch the tab's code before the click. */
  onPreload?: () => void;
}) {
  const { collapsed, setOpenMobile } = useSidebar();
  const link = (
    <NavLink
      to={to}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) setOpenMobile(false);
      }}
      onPointerEnter={onPreload}
      onFocus={onPreload}
      className={cn(
        'flex h-10 items-center gap-3 rounded-lg text-sm font-medium text-slate-700 transition-colors',
        'hover:bg-navy-50 hover:text-navy-900 focus-visible:outline-2 focus-visible:outline-navy-500',
        'aria-[current=page]:bg-navy-100 aria-[current=page]:text-navy-950',
        collapsed ? 'justify-center px-0' : 'px-3',
      )}
    >
      <Icon className="size-[18px] shrink-0" aria-hidden />
      <span className={collapsed ? 'sr-only' : 'truncate'}>{title}</span>
    </NavLink>
  );
  if (!collapsed) return <li>{link}</li>;
  return (
    <li>
      {/* Until the tooltip's code has arrived, the bare link (already named) stands in. */}
      <Suspense fallback={link}>
        <SidebarTooltip title={title}>{link}</SidebarTooltip>
      </Suspense>
    </li>
  );
}
