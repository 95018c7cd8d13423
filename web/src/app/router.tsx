import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { Route, Routes } from 'react-router';
import { RootLayout } from './layouts/root-layout';

interface PageRoute {
  path: string;
  Component: LazyExoticComponent<ComponentType<{ title?: string }>>;
  /** The page's title (also the heading of 'coming soon' placeholders). */
  title?: string;
}

/**
 * One route, its code loaded on demand. Keep this exact shape, `page('/path', () => import('...'))`:
 * web/build/route-sizes.ts reads it to print the JavaScript each route downloads.
 */
function page(
  path: string,
  load: () => Promise<{ default: ComponentType<{ title?: string }> }>,
  title?: string,
): PageRoute {
  return { path, Component: lazy(load), title };
}

const comingSoon = () => import('../features/site/routes/coming-soon-page');

/** Every route of the spec's route table. */
export const ROUTES: PageRoute[] = [
  page('/', () => import('./routes/home')),
  page('/auth', () => import('../features/auth/routes/auth-page')),
  page('/super-admin', () => import('./routes/super-admin')),
  page('/agent-dashboard', () => import('./routes/agent-dashboard')),
  page('/rates', () => import('./routes/rates')),
  page('/calculators', () => import('../features/calculators/routes/calculators-page')),
  page('/mortgage-calculator', () => import('../features/calculators/routes/mortgage-calculator-page')),
  page('/affordability-calculator', () => import('../features/calculators/routes/affordability-page')),
  // Screens of later issues: a placeholder inside the layout until they land.
  page('/agents/:id', comingSoon, 'Broker profile'),
  page('/agent/:id', comingSoon, 'Broker profile'),
  page('/applications', comingSoon, 'Apply for a Mortgage'),
  page('/products', comingSoon, 'Mortgage products'),
  page('/products/:id', comingSoon, 'Mortgage product'),
  page('/services', comingSoon, 'Our services'),
  page('/services/:id', comingSoon, 'Our services'),
  page('/mortgage-options', comingSoon, 'Choose Your Mortgage'),
  page('/why-broker', comingSoon, 'Why Use a Mortgage Broker'),
  page('/app', comingSoon, 'Download Our Mobile App'),
  page('/mortgage-news', comingSoon, 'Mortgage news'),
  page('/contact', comingSoon, 'Contact Us'),
  page('/become-broker', comingSoon, 'Become a broker'),
  page('/newsletter', comingSoon, 'Newsletter'),
  page('/blog', comingSoon, 'Blog'),
  page('/blog/:slug', comingSoon, 'Blog'),
  page('/find-broker', comingSoon, 'Find Your Mortgage Broker'),
  page('*', () => import('../features/site/routes/not-found-page')),
];

/** The route tree: one layout, each page loaded when first visited. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {ROUTES.map(({ path, Component, title }) => (
          <Route key={path} path={path} element={<Component title={title} />} />
        ))}
      </Route>
    </Routes>
  );
}
