import type { Locale } from './locale';

/** Where the French site lives: /fr, then each page's French path (ADR 085). */
export const FRENCH_ROOT = '/fr';

/**
 * Every public page's English path and its French one. A `:param` segment is carried over as it is (agent
 * slugs and ids, post slugs, product and service ids stay what they are in both languages). The back office
 * (/agent-dashboard, /super-admin) has no French path: it stays in English (issue 20).
 */
export const FRENCH_PATHS = {
  '/': '/fr',
  '/rates': '/fr/taux',
  '/calculators': '/fr/calculatrices',
  '/mortgage-calculator': '/fr/calculatrice-hypothecaire',
  '/affordability-calculator': '/fr/calculatrice-capacite-emprunt',
  '/land-transfer-tax-calculator': '/fr/calculatrice-droits-de-mutation',
  '/closing-costs-calculator': '/fr/calculatrice-frais-de-cloture',
  '/agents/:id': '/fr/courtiers/:id',
  '/agent/:id': '/fr/courtier/:id',
  '/applications': '/fr/demande',
  '/products': '/fr/produits',
  '/products/:id': '/fr/produits/:id',
  '/services': '/fr/services',
  '/services/:id': '/fr/services/:id',
  '/mortgage-options': '/fr/options-hypothecaires',
  '/why-broker': '/fr/pourquoi-un-courtier',
  '/app': '/fr/application-mobile',
  '/mortgage-news': '/fr/nouvelles-hypothecaires',
  '/contact': '/fr/nous-joindre',
  '/become-broker': '/fr/devenir-courtier',
  '/newsletter': '/fr/infolettre',
  '/blog': '/fr/blogue',
  '/blog/:slug': '/fr/blogue/:slug',
  '/find-broker': '/fr/trouver-un-courtier',
  '/rate-alerts/unsubscribe': '/fr/alertes-taux/desabonnement',
  '/rate-alerts/keep-watching': '/fr/alertes-taux/continuer',
  '/auth': '/fr/connexion',
  // The borrower's portal (issue 38, ADR 118): a signed-in borrower's own pages, in the language of the path.
  '/portal': '/fr/portail',
  '/portal/sign-in': '/fr/portail/connexion',
  '/portal/application/:section': '/fr/portail/demande/:section',
  '/portal/consents': '/fr/portail/consentements',
  '/portal/documents': '/fr/portail/documents',
} as const satisfies Record<string, string>;

export type EnglishPagePath = keyof typeof FRENCH_PATHS;

/** The back-office areas, each with its tabs below it. */
const BACK_OFFICE_AREAS = ['/agent-dashboard', '/super-admin'];

/** A back-office page: it fills the window with its own shell (ADR 089). */
export function isBackOffice(pathname: string): boolean {
  return BACK_OFFICE_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** The borrower's portal, in either language (issue 38): a signed-in borrower's own file, never crawled, no Val. */
const PORTAL_AREAS = ['/portal', '/fr/portail'];

export function isPortal(pathname: string): boolean {
  return PORTAL_AREAS.some((area) => pathname === area || pathname.startsWith(`${area}/`));
}

/** The back office is English only, so it offers no other language. */
export const isEnglishOnly = isBackOffice;

const segments = (path: string) => path.split('/').filter(Boolean);

/** The pattern's values for this path ({ id: 'sarahchen' }), or null when it does not match. */
function matchPattern(pattern: string, path: string): Record<string, string> | null {
  const want = segments(pattern);
  const have = segments(path);
  if (want.length !== have.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of want.entries()) {
    const value = have[index]!;
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

function fillPattern(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '');
}

/** '/rates?x=1#y' → ['/rates', '?x=1#y']. */
function splitPath(to: string): [string, string] {
  const at = to.search(/[?#]/);
  const path = at < 0 ? to : to.slice(0, at);
  const rest = at < 0 ? '' : to.slice(at);
  // '/blog/' and '/blog' are one page.
  return [path.length > 1 ? path.replace(/\/+$/, '') : path, rest];
}

/** The language of a page's path: French under /fr, English everywhere else. */
export function localeOfPath(pathname: string): Locale {
  return pathname === FRENCH_ROOT || pathname.startsWith(`${FRENCH_ROOT}/`) ? 'fr' : 'en';
}

const PAIRS = Object.entries(FRENCH_PATHS) as [string, string][];

/** The page's path in the other language (`from` is the path's own), or null when no page pattern matches. */
function otherLanguagePage(path: string, from: Locale): string | null {
  for (const [english, french] of PAIRS) {
    const [own, other] = from === 'en' ? [english, french] : [french, english];
    const params = matchPattern(own, path);
    if (params) return fillPattern(other, params);
  }
  return null;
}

/** The French path of an English one ('/rates?x=1' → '/fr/taux?x=1'); a path with no French page is kept. */
export function frenchPath(to: string): string {
  const [path, rest] = splitPath(to);
  if (localeOfPath(path) === 'fr') return to;
  const french = otherLanguagePage(path, 'en');
  return french === null ? to : french + rest;
}

/** The English path of a French one ('/fr/taux' → '/rates'); an unknown French path loses its /fr. */
export function englishPath(to: string): string {
  const [path, rest] = splitPath(to);
  if (localeOfPath(path) === 'en') return to;
  return (otherLanguagePage(path, 'fr') ?? (path.slice(FRENCH_ROOT.length) || '/')) + rest;
}

/** A site path in this language: how a link written with the English path reaches the page's version. */
export function localizedPath(to: string, locale: Locale): string {
  if (!to.startsWith('/')) return to;
  return locale === 'fr' ? frenchPath(to) : englishPath(to);
}

/** This page in the other language, query string and hash kept (the language switcher, hreflang). */
export function alternatePath(to: string): string {
  const [path] = splitPath(to);
  if (localeOfPath(path) === 'fr') return englishPath(to);
  const french = frenchPath(to);
  // An English path with no French page (a 404): the French 404 at the same place.
  return french === to ? `${FRENCH_ROOT}${path === '/' ? '' : path}${splitPath(to)[1]}` : french;
}
