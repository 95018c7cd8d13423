import { FRENCH_PATHS, FRENCH_ROOT } from '@maplestone/shared/i18n/paths';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { matchRoutes, Route, Routes } from 'react-router';
import { RootLayout } from './layouts/root-layout';
import type { PagePath } from './page-paths';

interface PageRoute<Path extends string = string> {
  path: Path;
  Component: LazyExoticComponent<ComponentType<{ title?: string }>>;
  load: () => Promise<unknown>;
  /** The page's title (also the heading of 'coming soon' placeholders). */
  title?: string;
}

/**
 * One route, its code loaded on demand. Keep this exact shape, `page('/path', () => import('...'))`:
 * web/build/route-sizes.ts reads it to print the JavaScript each route downloads.
 */
function page<Path extends PagePath | '*'>(
  path: Path,
  load: () => Promise<{ default: ComponentType<{ title?: string }> }>,
  title?: string,
): PageRoute<Path> {
  return { path, Component: lazy(load), load, title };
}

/** Every route of the spec's route table: one page per path of PAGE_PATHS, and the catch-all. */
export const ROUTES = [
  page('/', () => import('./routes/home')),
  page('/auth', () => import('../features/auth/routes/auth-page')),
  // Each back-office area owns its sub-paths (its tabs), so a deep link reaches its guard.
  page('/super-admin/*', () => import('./routes/super-admin')),
  page('/agent-dashboard/*', () => import('./routes/agent-dashboard')),
  page('/rates', () => import('./routes/rates')),
  // The rate alert e-mail's links (ADR 082): a person's own pages, not prerendered.
  page('/rate-alerts/unsubscribe', () => import('../features/rates/routes/rate-alert-unsubscribe-page')),
  page('/rate-alerts/keep-watching', () => import('../features/rates/routes/rate-alert-keep-watching-page')),
  page('/calculators', () => import('../features/calculators/routes/calculators-page')),
  page('/mortgage-calculator', () => import('../features/calculators/routes/mortgage-calculator-page')),
  page('/affordability-calculator', () => import('../features/calculators/routes/affordability-page')),
  page(
    '/land-transfer-tax-calculator',
    () => import('../features/calculators/routes/land-transfer-tax-page'),
  ),
  page('/closing-costs-calculator', () => import('../features/calculators/routes/closing-costs-page')),
  page('/agents/:id', () => import('./routes/agent')),
  page('/agent/:id', () => import('./routes/agent')),
  page('/applications', () => import('./routes/applications')),
  page('/products', () => import('../features/catalogue/routes/products-page')),
  page('/products/:id', () => import('../features/catalogue/routes/product-page')),
  page('/services', () => import('../features/catalogue/routes/services-page')),
  page('/services/:id', () => import('../features/catalogue/routes/service-page')),
  page('/mortgage-options', () => import('../features/site/routes/mortgage-options-page')),
  page('/why-broker', () => import('../features/site/routes/why-broker-page')),
  page('/app', () => import('../features/site/routes/app-page')),
  page('/mortgage-news', () => import('../features/news/routes/news-page')),
  page('/contact', () => import('./routes/contact')),
  page('/become-broker', () => import('../features/site/routes/become-broker-page')),
  page('/newsletter', () => import('../features/site/routes/newsletter-page')),
  page('/blog', () => import('../features/blog/routes/blog-page')),
  page('/blog/:slug', () => import('../features/blog/routes/post-page')),
  page('/find-broker', () => import('../features/agents/routes/find-broker-page')),
  // The borrower's portal (issue 38, ADR 118): its own chunks, never prerendered, noindex.
  page('/portal', () => import('../features/portal/routes/portal-home-page')),
  page('/portal/sign-in', () => import('../features/portal/routes/sign-in-page')),
  page('/portal/application/:section', () => import('../features/portal/routes/section-page')),
  page('/portal/consents', () => import('../features/portal/routes/consents-page')),
  page('/portal/documents', () => import('../features/portal/routes/documents-page')),
  page('*', () => import('../features/site/routes/not-found-page')),
];

/** Compiles only while every path of PAGE_PATHS has its page above (page() takes no other path). */
const everyPathHasItsPage: [Exclude<PagePath, (typeof ROUTES)[number]['path']>] extends [never]
  ? true
  : never = true;
void everyPathHasItsPage;

const frenchPaths: Record<string, string> = FRENCH_PATHS;
const NOT_FOUND: PageRoute = ROUTES.find((route) => route.path === '*')!;

/**
 * The French site (ADR 085): the same pages at their French paths, and the French 404 for anything else under
 * /fr. Each page component reads its language from the path.
 */
const FRENCH_ROUTES: PageRoute[] = [
  ...ROUTES.flatMap((route): PageRoute[] => {
    const french = frenchPaths[route.path];
    return french ? [{ ...route, path: french }] : [];
  }),
  { ...NOT_FOUND, path: `${FRENCH_ROOT}/*` },
];

const ALL_ROUTES: PageRoute[] = [...ROUTES, ...FRENCH_ROUTES];

/** The route tree: one layout, each page loaded when first visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ALL_ROUTES.map(({ path, Component, title }) => (
          <Route key={path} path={path} element={<Component title={title} />} />
        ))}
      </Route>
    </Routes>
  );
}

/** Starts loading the code of the page at `pathname` (before hydrating a prerendered page). */
export function preloadRoute(pathname: string): Promise<unknown> {
  const [match] = matchRoutes(ALL_ROUTES, pathname) ?? [];
  return match ? match.route.load() : Promise.resolve();
}
