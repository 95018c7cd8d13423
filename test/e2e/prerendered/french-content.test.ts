import { french } from '@maplestone/shared/i18n/fr/index';
import { describe, expect, it } from 'vitest';
import { waitUntil } from '../../../infra/local/processes';
import { SEED_POSTS, SEED_PRODUCTS } from '../../../infra/local/seed-data';
import { api, signIn } from '../../support/http';
import { siteUrl, useBrowser, WIDTHS } from '../support/browser';

/*
 * Issue 37: French pages show what staff wrote in French where there is some, prerendered; the rest in English,
 * marked lang="en", with one notice. A post in both languages has two pages that name each other; a post in
 * English only has no French page. The states and details are in the unit tests (content-french, people-french,
 * render-page, sitemap, head-tags).
 */

const ctx = useBrowser();

/** A page as served: the prerendered HTML, before any script of it runs. */
async function served(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(siteUrl(path));
  return { status: response.status, html: await response.text() };
}

/** The HTML without the page's data (its query state holds every value the API answered, in both languages). */
const shownIn = (html: string) =>
  html.replace(/<script type="application\/json" id="query-state">.*?<\/script>/s, '');

const count = (text: string, part: string) => text.split(part).length - 1;

describe('French content', () => {
  it('a product the super admin gives French shows it on its prerendered French page, with no English of it', {
    timeout: 120_000,
  }, async () => {
    const product = SEED_PRODUCTS.find((item) => item.id === 'product-fixed-rate-mortgage')!;
    const fr = {
      name: 'Prêt hypothécaire à taux fixe',
      description: 'Bloquez votre taux de 1 à 10 ans et connaissez chaque versement à l’avance.',
      content: 'Votre taux d’intérêt, donc votre versement, reste le même pour tout le terme.',
    };
    const path = `/fr/produits/${product.id}`;
    const token = await signIn('superadmin@example.com');
    const patched = await api('PATCH', `/api/admin/products/${product.id}`, { token, body: { fr } });
    expect(patched.status).toBe(200);
    try {
      // The table's stream renders the page again.
      await waitUntil('the French product page', async () => (await served(path)).html.includes(fr.content), {
        timeoutMs: 60_000,
        intervalMs: 500,
      });
      const { status, html } = await served(path);
      expect(status).toBe(200);
      expect(html).toContain('<html lang="fr-CA">');
      const shown = shownIn(html);
      expect(shown).toContain(`<title>${fr.name} · Maplestone Mortgage</title>`);
      expect(shown).toContain(`<meta name="description" content="${fr.description}" data-page>`);
      for (const english of [product.name, product.description, ...product.content.split('\n\n')])
        expect(shown, english).not.toContain(english);
      expect(shown).not.toContain('lang="en"');
      expect(shown).not.toContain(french.common.someInEnglish);
    } finally {
      await api('PATCH', `/api/admin/products/${product.id}`, { token, body: { fr: null } });
    }
  });

  it('a product in English only shows its English on its French page inside lang="en", and says so once', async () => {
    const product = SEED_PRODUCTS.find((item) => item.id === 'product-mortgage-protection')!;
    const { status, html } = await served(`/fr/produits/${product.id}`);
    expect(status).toBe(200);
    const shown = shownIn(html);
    expect(shown).toMatch(new RegExp(`<h1 [^>]*lang="en"[^>]*>${product.name}</h1>`));
    expect(shown).toMatch(new RegExp(`<p [^>]*lang="en"[^>]*>${product.description}</p>`));
    expect(count(shown, french.common.someInEnglish)).toBe(1);
  });

  it('a post in both languages has two pages naming each other, each in the sitemap once; one in English only has no French page', async () => {
    const post = SEED_POSTS.find((candidate) => candidate.fr)!;
    const englishOnly = SEED_POSTS.find((candidate) => candidate.is_published && !candidate.fr)!;
    const origin = new URL(siteUrl('/')).origin;
    const [english, frenchPage] = [`/blog/${post.slug}`, `/fr/blogue/${post.fr!.slug}`];
    const alternates = (html: string) =>
      Object.fromEntries(
        [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [
          m[1],
          m[2],
        ]),
      );
    for (const path of [english, frenchPage]) {
      const { status, html } = await served(path);
      expect(status, path).toBe(200);
      expect(alternates(html), path).toEqual({
        'en-CA': `${origin}${english}`,
        'fr-CA': `${origin}${frenchPage}`,
        'x-default': `${origin}${english}`,
      });
    }
    expect(shownIn((await served(frenchPage)).html)).toContain(`${post.fr!.title}</h1>`);

    const sitemap = await (await fetch(siteUrl('/sitemap.xml'))).text();
    expect(count(sitemap, `<loc>${origin}${english}</loc>`)).toBe(1);
    expect(count(sitemap, `<loc>${origin}${frenchPage}</loc>`)).toBe(1);

    // In English only: no French page, none in the sitemap, no French alternate.
    expect((await served(`/fr/blogue/${englishOnly.slug}`)).status).toBe(404);
    expect(sitemap).not.toContain(`/fr/blogue/${englishOnly.slug}<`);
    expect(alternates((await served(`/blog/${englishOnly.slug}`)).html)).not.toHaveProperty('fr-CA');
  });

  it("a post's other slug leads the browser to the version's own page", async () => {
    const post = SEED_POSTS.find((candidate) => candidate.fr)!;
    // At this width the switch is in the header (below 768 px, in the drawer).
    const context = await ctx.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
    const page = await context.newPage();
    await page.goto(siteUrl(`/fr/blogue/${post.slug}`));
    await page.waitForURL(siteUrl(`/fr/blogue/${post.fr!.slug}`));
    await page.getByRole('heading', { level: 1, name: post.fr!.title }).waitFor();
    // The language switch goes to the English version's own slug.
    const other = page.getByRole('link', { name: french.layout.language.switchToLabel });
    expect(await other.first().getAttribute('href')).toBe(`/blog/${post.slug}`);
    await context.close();
  });
});
