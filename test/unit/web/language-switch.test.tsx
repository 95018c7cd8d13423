// @vitest-environment jsdom

import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { french } from '@maplestone/shared/i18n/fr/index';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LanguageSwitch } from '../../../web/src/app/layouts/language-switch';
import { offersOtherLanguage } from '../../../web/src/app/layouts/root-layout';
import PostPage from '../../../web/src/features/blog/routes/post-page';
import { stubBrowser } from './support/browser';
import { POST } from './support/public-api';
import { renderScreen } from './support/render';

// Issue 20 (ADR 085): the header's switch keeps the page and its query; the suggestion follows the browser's
// language only until the visitor chooses.

describe('the language switch', () => {
  it('links an English page to its French twin, with the query string, named in French', () => {
    renderScreen(<LanguageSwitch />, '/contact?agent=agent-sarah-chen', '/contact');
    const link = screen.getByRole('link', { name: layoutWords.language.switchToLabel });
    expect(link.getAttribute('href')).toBe('/fr/nous-joindre?agent=agent-sarah-chen');
    expect(link.getAttribute('lang')).toBe('fr-CA');
    expect(link.getAttribute('hreflang')).toBe('fr-CA');
    expect(link.textContent).toContain('Français');
  });

  it('links a French page back to its English twin, named in English', () => {
    renderScreen(<LanguageSwitch />, '/fr/produits/product-heloc', '/fr/produits/:id');
    const link = screen.getByRole('link', { name: french.layout.language.switchToLabel });
    expect(link.getAttribute('href')).toBe('/products/product-heloc');
    expect(link.getAttribute('lang')).toBe('en-CA');
  });

  describe("on a post's page, once the post is known (issue 37)", () => {
    const ENGLISH_ONLY = { ...POST, id: 'post-2', slug: 'english-only', fr: null };
    beforeEach(() => {
      stubBrowser();
      vi.stubGlobal('fetch', async (input: string) => {
        const path = new URL(input, 'http://site.test').pathname;
        if (path === `/api/posts/${POST.slug}` || path === `/api/posts/${POST.fr.slug}`)
          return Response.json(POST);
        if (path === `/api/posts/${ENGLISH_ONLY.slug}`) return Response.json(ENGLISH_ONLY);
        return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    /** The switch's link beside the post page at `path`, once the page shows its post. */
    async function switchOn(path: string, route: string, heading: string) {
      renderScreen(
        <>
          <LanguageSwitch />
          <PostPage />
        </>,
        path,
        route,
      );
      await screen.findByRole('heading', { level: 1, name: heading });
      return screen.getAllByRole('link').find((link) => link.hasAttribute('hreflang'))!;
    }

    it.each([
      [`/blog/${POST.slug}`, `/fr/blogue/${POST.fr.slug}`, '/blog/:slug', POST.title],
      [`/fr/blogue/${POST.fr.slug}`, `/blog/${POST.slug}`, '/fr/blogue/:slug', POST.fr.title],
      // No French version: the French blog.
      [`/blog/${ENGLISH_ONLY.slug}`, '/fr/blogue', '/blog/:slug', ENGLISH_ONLY.title],
    ])('%s goes to %s', async (path, other, route, heading) => {
      expect((await switchOn(path, route, heading)).getAttribute('href')).toBe(other);
    });
  });

  it('is not offered in the back office, which is English only', () => {
    renderScreen(<LanguageSwitch />, '/agent-dashboard/leads', '/agent-dashboard/*');
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('offersOtherLanguage', () => {
  it("offers the browser's language when it is the other one and nothing was chosen", () => {
    expect(offersOtherLanguage({ locale: 'en', chosen: null, preferred: 'fr-CA' })).toBe(true);
    expect(offersOtherLanguage({ locale: 'fr', chosen: null, preferred: 'en-US' })).toBe(true);
    expect(offersOtherLanguage({ locale: 'en', chosen: null, preferred: 'FR' })).toBe(true);
  });

  it('offers nothing once the visitor chose either language, or when the browser reads the page’s', () => {
    expect(offersOtherLanguage({ locale: 'en', chosen: 'en', preferred: 'fr-CA' })).toBe(false);
    expect(offersOtherLanguage({ locale: 'en', chosen: 'fr', preferred: 'fr-CA' })).toBe(false);
    expect(offersOtherLanguage({ locale: 'fr', chosen: null, preferred: 'fr-CA' })).toBe(false);
    expect(offersOtherLanguage({ locale: 'en', chosen: null, preferred: 'de-DE' })).toBe(false);
  });
});
