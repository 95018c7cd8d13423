import { FRENCH_PATHS } from '@maplestone/shared/i18n/paths';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  APP_PATHS_SOURCE,
  NOT_FOUND_KEYS,
  NOT_FOUND_RENDER_PATHS,
  notFoundKey,
  PAGE_PATHS,
  pagePatterns,
  withoutPage,
} from '../../../web/src/app/page-paths';

/** The app's page paths as the edge reads them (ADR 102): the same matching as React Router's. */

const patterns = pagePatterns().map(([pattern]) => pattern);
const routed = (path: string) =>
  patterns.some((pattern) => matchPath({ path: pattern, caseSensitive: false, end: true }, path) !== null);

describe('page paths', () => {
  it('has every page of the French site, each twin with the same answer as its English page', () => {
    expect(Object.keys(PAGE_PATHS)).toEqual(expect.arrayContaining(Object.keys(FRENCH_PATHS)));
    const answers = new Map(pagePatterns());
    for (const [english, french] of Object.entries(FRENCH_PATHS)) {
      expect(answers.get(french), french).toBe(answers.get(english));
    }
  });

  it('reads a path as an app path exactly when React Router matches one of its routes', () => {
    const app = new RegExp(APP_PATHS_SOURCE, 'i');
    const samples = patterns
      .flatMap((pattern) => {
        const path = pattern.replace(/:\w+/g, 'an-id').replace(/\/\*$/, '');
        return [path, `${path}/`, path.toUpperCase(), `${path}/more`, `${path}/more/deeper`, `${path}s`];
      })
      .filter((path) => !path.includes('//'));
    for (const path of [...samples, '/', '/fr', '/fr/', '/404', '/fr/404', '/agents', '/fr/blogue/a/b']) {
      expect(app.test(path), path).toBe(routed(path));
    }
  });

  it.each([
    ['/', 'shell'],
    ['/rates', 'shell'],
    ['/fr/taux/', 'shell'],
    ['/super-admin', 'shell'],
    ['/super-admin/leads/lead-1', 'shell'],
    ['/agent-dashboard', 'shell'],
    ['/auth', 'shell'],
    ['/agent/any-slug-or-id', 'shell'],
    ['/fr/courtiers/any-slug-or-id', 'shell'],
    ['/blog', 'shell'],
    ['/blog/an-unpublished-post', 'not-found'],
    ['/fr/produits/aucun', 'not-found'],
    ['/services/none', 'not-found'],
    ['/agent', 'not-found'],
    ['/super-administrator', 'not-found'],
    ['/fr/rates', 'not-found'],
    ['/no/such/page', 'not-found'],
  ] as const)('%s without a page: %s', (path, expected) => {
    expect(withoutPage(path)).toBe(expected);
  });

  it('renders each not-found page at a path no route but the catch-all has, and serves it in the path’s language', () => {
    for (const path of Object.values(NOT_FOUND_RENDER_PATHS)) expect(routed(path), path).toBe(false);
    expect(notFoundKey('/no-such-page')).toBe(NOT_FOUND_KEYS.en);
    expect(notFoundKey('/fr/pas-une-page')).toBe(NOT_FOUND_KEYS.fr);
    expect(notFoundKey('/france')).toBe(NOT_FOUND_KEYS.en);
  });
});
