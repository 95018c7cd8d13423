import { commonWords } from '@maplestone/shared/i18n/en/common';
import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import type { NavItem } from './nav-item';

/** Each tab's component, loaded when first opened. */
export type LazyTabs<P> = ReadonlyMap<string, LazyExoticComponent<ComponentType<P>>>;

/** Makes each tab lazy once: call at module level, never while rendering (a new lazy() would remount). */
export function lazyTabs<P>(nav: readonly NavItem<P>[]): LazyTabs<P> {
  return new Map(nav.map((item) => [item.tab, lazy(item.load)]));
}

/**
 * Starts downloading the tab the address opens (`<basePath>/<tab>…`; the first tab at the area's root) while the
 * area still asks who is signed in: the tab's code arrives beside the session rather than after it, and its data
 * request starts that much sooner. lazy() later gets the same module.
 */
export function usePreloadedTab(
  nav: readonly { tab: string; load: () => Promise<unknown> }[],
  basePath: string,
) {
  const { pathname } = useLocation();
  const tab = pathname.slice(basePath.length + 1).split('/')[0] || nav[0]?.tab;
  useEffect(() => {
    // A failed download shows where the tab renders (its lazy() loads it again); nothing to say here.
    nav
      .find((item) => item.tab === tab)
      ?.load()
      .catch(() => undefined);
  }, [nav, tab]);
}

/**
 * An area's tab routes, inside its `/<area>/*` route: the index and unknown tabs go to the first tab
 * (replacing the history entry); `/<area>/<tab>` (and below it) shows that tab with `tabProps`.
 */
export function TabRoutes<P extends object>({
  tabs,
  basePath,
  tabProps,
}: {
  tabs: LazyTabs<P>;
  basePath: string;
  tabProps: P;
}) {
  const firstTab = `${basePath}/${tabs.keys().next().value}`;
  return (
    <Routes>
      <Route index element={<Navigate to={firstTab} replace />} />
      <Route path=":tab/*" element={<TabPage tabs={tabs} tabProps={tabProps} firstTab={firstTab} />} />
    </Routes>
  );
}

function TabPage<P extends object>({
  tabs,
  tabProps,
  firstTab,
}: {
  tabs: LazyTabs<P>;
  tabProps: P;
  firstTab: string;
}) {
  const { tab = '' } = useParams();
  const Tab = tabs.get(tab);
  if (!Tab) return <Navigate to={firstTab} replace />;
  return (
    <Suspense fallback={<TabSkeleton />}>
      <Tab {...tabProps} />
    </Suspense>
  );
}

/** While a tab's code downloads: the outline of a panel. */
function TabSkeleton() {
  return (
    <div role="status" className="space-y-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="sr-only">{commonWords.loading}</span>
      <div className="h-6 w-48 animate-pulse rounded bg-slate-200" />
      <div className="h-4 w-full max-w-md animate-pulse rounded bg-slate-100" />
      <div className="h-10 w-full animate-pulse rounded-lg bg-slate-100" />
      <div className="h-10 w-full animate-pulse rounded-lg bg-slate-100" />
      <div className="h-24 w-full animate-pulse rounded-lg bg-slate-100" />
    </div>
  );
}
