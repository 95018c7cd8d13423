import type { Locale } from '@maplestone/shared/i18n/locale';
import { FRENCH_PATHS, FRENCH_ROOT, localeOfPath } from '@maplestone/shared/i18n/paths';

/**
 * What a path of the app gets when the render published no page for it (ADR 102): the SPA shell, whose route
 * renders in the browser, or the not-found page with a 404, because the render publishes every page the route has.
 */
export type WithoutPage = 'shell' | 'not-found';

/**
 * Every page path of the app, as React Router patterns (English; each French twin comes from FRENCH_PATHS). The
 * router declares one page per path (router.tsx: a path missing there, or not listed here, is a type error); the
 * local site server and the CloudFront functions read it to tell an app route from a path that is no page. No
 * React here: the CDK app imports it.
 *
 * 'not-found' only where the render lists every page of the route (every published post, product, service). An
 * agent is reached by slug and by id at /agent/ and /agents/, but only /agent/{slug} and /agents/{id} are
 * prerendered, so the others are the shell's.
 */
export const PAGE_PATHS = {
  '/': 'shell',
  '/auth': 'shell',
  // Each back-office area owns its sub-paths (its tabs), so a deep link reaches its guard.
  '/super-admin/*': 'shell',
  '/agent-dashboard/*': 'shell',
  '/rates': 'shell',
  '/rate-alerts/unsubscribe': 'shell',
  '/rate-alerts/keep-watching': 'shell',
  '/calculators': 'shell',
  '/mortgage-calculator': 'shell',
  '/affordability-calculator': 'shell',
  '/land-transfer-tax-calculator': 'shell',
  '/closing-costs-calculator': 'shell',
  '/agents/:id': 'shell',
  '/agent/:id': 'shell',
  '/applications': 'shell',
  '/products': 'shell',
  '/products/:id': 'not-found',
  '/services': 'shell',
  '/services/:id': 'not-found',
  '/mortgage-options': 'shell',
  '/why-broker': 'shell',
  '/app': 'shell',
  '/mortgage-news': 'shell',
  '/contact': 'shell',
  '/become-broker': 'shell',
  '/newsletter': 'shell',
  '/blog': 'shell',
  '/blog/:slug': 'not-found',
  '/find-broker': 'shell',
  // The borrower's portal (issue 38): never prerendered, each page the shell's.
  '/portal': 'shell',
  '/portal/sign-in': 'shell',
  '/portal/application/:section': 'shell',
  '/portal/consents': 'shell',
  '/portal/documents': 'shell',
} as const satisfies Record<string, WithoutPage>;

export type PagePath = keyof typeof PAGE_PATHS;

const frenchPaths: Partial<Record<string, string>> = FRENCH_PATHS;

/** Every page path in both languages, with what it gets without a page: the English ones, then their French twins. */
export function pagePatterns(): [pattern: string, withoutPage: WithoutPage][] {
  const english = Object.entries(PAGE_PATHS);
  return [
    ...english,
    ...english.flatMap(([path, without]): [string, WithoutPage][] => {
      const french = frenchPaths[path];
      return french ? [[french, without]] : [];
    }),
  ];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern as a regular expression's source: ':param' is one segment, a trailing '/*' anything below (or nothing). */
function patternSource(pattern: string): string {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((segment) =>
      segment === '*' ? '(?:/.*)?' : segment.startsWith(':') ? '/[^/]+' : `/${escapeRegExp(segment)}`,
    )
    .join('');
}

/**
 * The source of a case-insensitive regular expression (as React Router matches) for the paths of these patterns,
 * with or without a trailing slash. Written once here; the site server and the CloudFront function both run it.
 */
export function pathsSource(patterns: string[]): string {
  return `^(?:${patterns.map(patternSource).join('|')})/?$`;
}

/** Paths with a page of the app: its routes but the catch-all, in both languages. */
export const APP_PATHS_SOURCE = pathsSource(pagePatterns().map(([pattern]) => pattern));
/** Paths the SPA shell serves when the render published no page for them. */
export const SHELL_PATHS_SOURCE = pathsSource(
  pagePatterns()
    .filter(([, without]) => without === 'shell')
    .map(([pattern]) => pattern),
);

const shellPaths = new RegExp(SHELL_PATHS_SOURCE, 'i');

/** What a path without a published page gets: the shell for an app route that renders in the browser, else a 404. */
export function withoutPage(pathname: string): WithoutPage {
  return shellPaths.test(pathname) ? 'shell' : 'not-found';
}

/**
 * Where the render puts the not-found page of each language (ADR 102), beside the pages: the English one for any
 * path, the French one for a path under /fr.
 */
export const NOT_FOUND_KEYS: Record<Locale, string> = {
  en: '_pages/404.html',
  fr: `_pages${FRENCH_ROOT}/404.html`,
};

/** The not-found page a path gets: in the path's language. */
export const notFoundKey = (pathname: string): string => NOT_FOUND_KEYS[localeOfPath(pathname)];

/** The path each not-found page is rendered at: one that only the catch-all route matches. */
export const NOT_FOUND_RENDER_PATHS: Record<Locale, string> = { en: '/404', fr: `${FRENCH_ROOT}/404` };
