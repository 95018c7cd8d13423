import { brand } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { peopleAgentWords, peopleContactWords } from '@maplestone/shared/i18n/en/people';
import { french } from '@maplestone/shared/i18n/fr/index';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../../../web/src/prerender/render-page';
import { graphProblems, jsonLdOf, thingOf } from '../../support/structured-data';
import { POST, PRODUCT, SARAH, SERVICE, servePublicApi } from './support/public-api';

const SITE = 'https://www.maplestone.example';
const TEMPLATE = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta name="description" content="The shell's description." />
    <title>Maplestone Mortgage</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

beforeEach(() => {
  servePublicApi();
  // The catch-all logs the unknown route (as the spec asks); here that is expected noise.
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const headOf = (html: string) => html.slice(html.indexOf('<head>'), html.indexOf('</head>'));

describe('renderPage', () => {
  it("writes the agent's page with its head at the site's origin, one canonical whichever way it was reached", async () => {
    for (const path of ['/agents/agent-sarah-chen', '/agent/sarahchen']) {
      const { status, html } = await renderPage(path, TEMPLATE, SITE);
      expect(status).toBe(200);
      const head = headOf(html);
      expect(head).toContain(`<title>${SARAH.seo_settings.meta_title}</title>`);
      expect(head).toContain(`<link rel="canonical" href="${SITE}/agent/sarahchen" data-page>`);
      expect(head).toContain('"@type":"Person"');
      expect(head).not.toContain("The shell's description.");
      expect(html).toContain('Sarah Chen</h1>');
    }
  });

  it("writes a French page in French, <html lang> fr-CA, with the agent's French canonical and both alternates (issue 20)", async () => {
    const { status, html } = await renderPage('/fr/courtiers/agent-sarah-chen', TEMPLATE, SITE);
    expect(status).toBe(200);
    expect(html).toContain('<html lang="fr-CA">');
    const head = headOf(html);
    expect(head).toContain(`<link rel="canonical" href="${SITE}/fr/courtier/sarahchen" data-page>`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="en-CA" href="${SITE}/agent/sarahchen" data-page>`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/courtier/sarahchen" data-page>`,
    );
    expect(html).toContain('Prêts hypothécaires');
    expect(html).toContain('href="/fr/taux"');
    // The English page is unchanged beside it.
    const english = await renderPage('/agent/sarahchen', TEMPLATE, SITE);
    expect(english.html).toContain('<html lang="en-CA">');
    expect(english.html).not.toContain('Prêts hypothécaires');
  });

  it("writes a post's French version at its French slug, the two versions naming each other (issue 37)", async () => {
    const { status, html } = await renderPage(`/fr/blogue/${POST.fr.slug}`, TEMPLATE, SITE);
    expect(status).toBe(200);
    const head = headOf(html);
    expect(head).toContain(`<link rel="canonical" href="${SITE}/fr/blogue/${POST.fr.slug}" data-page>`);
    expect(head).toContain(
      `<link rel="alternate" hreflang="en-CA" href="${SITE}/blog/${POST.slug}" data-page>`,
    );
    expect(head).toContain(
      `<link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/blogue/${POST.fr.slug}" data-page>`,
    );
    expect(head).toContain(`<meta name="description" content="${POST.fr.excerpt}" data-page>`);
    expect(html).toContain('Renouveler son hypothèque en 2026 &lt;/script&gt;</h1>');
    expect(html).not.toContain('Renewing your mortgage in 2026 &lt;');
    // The language switch goes to the other version's own slug.
    expect(html).toContain(`href="/blog/${POST.slug}" lang="en-CA"`);
    const english = await renderPage(`/blog/${POST.slug}`, TEMPLATE, SITE);
    expect(headOf(english.html)).toContain(
      `<link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/blogue/${POST.fr.slug}" data-page>`,
    );
    expect(english.html).toContain(`href="/fr/blogue/${POST.fr.slug}" lang="fr-CA"`);
  });

  it.each([
    [`/fr/blogue/${POST.slug}`, 'its English slug under /fr/blogue'],
    [`/blog/${POST.fr.slug}`, 'its French slug under /blog'],
  ])('publishes nothing at %s (%s): the browser goes to its page', async (path) => {
    const { status, html } = await renderPage(path, TEMPLATE, SITE);
    expect(status).toBe(404);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex" data-page>');
  });

  it('shows a product\'s English on its French page marked lang="en", with the notice once (issue 37)', async () => {
    const { html } = await renderPage(`/fr/produits/${PRODUCT.id}`, TEMPLATE, SITE);
    expect(html).toMatch(new RegExp(`<h1 [^>]*lang="en"[^>]*>${PRODUCT.name}</h1>`));
    expect(html.split(french.common.someInEnglish)).toHaveLength(2);
    // A head cannot say lang="en": the French list's description stands in for the English one.
    expect(headOf(html)).toContain(
      `<meta name="description" content="${french.content.products.lead}" data-page>`,
    );
    expect(headOf(html)).not.toContain(PRODUCT.description);
    // The English page marks nothing and says nothing.
    const english = await renderPage(`/products/${PRODUCT.id}`, TEMPLATE, SITE);
    expect(english.html).not.toContain('lang="en"');
    expect(english.html).not.toContain(french.common.someInEnglish);
  });

  it('answers 404 for an unknown French page, in French', async () => {
    const { status, html } = await renderPage('/fr/pas-de-page', TEMPLATE, SITE);
    expect(status).toBe(404);
    expect(html).toContain('Oups! Page introuvable');
  });

  it('puts the whole page in the HTML, with no inline script for the CSP (script-src self) to refuse', async () => {
    for (const path of ['/agent/sarahchen', `/blog/${POST.slug}`]) {
      const { html } = await renderPage(path, TEMPLATE, SITE);
      const executable = html.match(/<script(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[^<]/g) ?? [];
      expect(executable, path).toEqual([]);
      expect(html, path).not.toMatch(/<template id="B:|<div hidden id="S:/);
    }
  });

  it("writes a post's BlogPosting with its title's '<' escaped", async () => {
    const { status, html } = await renderPage(`/blog/${POST.slug}`, TEMPLATE, SITE);
    expect(status).toBe(200);
    const jsonLd = /<script type="application\/ld\+json" data-page>(.*?)<\/script>/.exec(headOf(html))?.[1];
    expect(jsonLd).toContain('Renewing your mortgage in 2026 \\u003c/script>');
    expect(JSON.parse(jsonLd ?? '{}')['@graph'][1]).toMatchObject({
      '@type': 'BlogPosting',
      headline: POST.title,
    });
  });

  it.each([
    ['/agent/nobody', peopleAgentWords.notFoundTitle],
    ['/blog/no-such-post', 'Blog post not found'],
    ['/products/no-such-product', 'Product not found'],
    ['/services/no-such-service', 'Service not found'],
    ['/no/such/page', layoutWords.notFound.title],
  ])("answers 404 for %s: its 'not found' state, noindex", async (path, title) => {
    const { status, html } = await renderPage(path, TEMPLATE, SITE);
    expect(status).toBe(404);
    expect(headOf(html)).toContain(`<title>${title} · Maplestone Mortgage</title>`);
    expect(headOf(html)).toContain('<meta name="robots" content="noindex" data-page>');
    expect(headOf(html)).not.toContain('rel="canonical"');
  });
});

describe('the structured data of prerendered pages (issue 35, ADR 103)', () => {
  /** The page's JSON-LD graph, once checked complete: every type's properties, absolute URLs, no dangling '@id'. */
  async function graphOf(path: string) {
    const { status, html } = await renderPage(path, TEMPLATE, SITE);
    expect(status, path).toBe(200);
    const graph = jsonLdOf(headOf(html));
    expect(graphProblems(graph), path).toEqual([]);
    return { graph, html };
  }

  // The home page's WebSite: head-tags.test.ts (this stand-in API has no best rate for it).
  it.each([
    ['/contact', ['FinancialService', 'WebPage']],
    [`/blog/${POST.slug}`, ['FinancialService', 'BlogPosting', 'BreadcrumbList', 'WebPage']],
    [`/products/${PRODUCT.id}`, ['FinancialService', 'FinancialProduct', 'BreadcrumbList', 'WebPage']],
    [`/services/${SERVICE.id}`, ['FinancialService', 'Service', 'BreadcrumbList', 'WebPage']],
    ['/agent/sarahchen', ['FinancialService', 'Person', 'BreadcrumbList', 'ProfilePage']],
    [`/fr/blogue/${POST.fr.slug}`, ['FinancialService', 'BlogPosting', 'BreadcrumbList', 'WebPage']],
    [`/fr/produits/${PRODUCT.id}`, ['FinancialService', 'FinancialProduct', 'BreadcrumbList', 'WebPage']],
  ])('%s carries complete JSON-LD: %o', async (path, types) => {
    const { graph } = await graphOf(path);
    expect(graph.map((thing) => thing['@type'])).toEqual(types);
  });

  it("/contact's FinancialService opens the hours the page states, in either language", async () => {
    for (const [path, hours] of [
      ['/contact', peopleContactWords.hours(brand.office.hours)],
      ['/fr/nous-joindre', french.people.contact.hours(brand.office.hours)],
    ] as const) {
      const { graph, html } = await graphOf(path);
      expect(html, path).toContain(hours);
      expect(thingOf(graph, 'FinancialService'), path).toMatchObject({
        logo: `${SITE}/logo.png`,
        openingHoursSpecification: [
          {
            dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
            opens: '09:00',
            closes: '18:00',
          },
        ],
      });
    }
  });

  it("a post without a featured image has the brand's picture, its author's page, and its page's language", async () => {
    const english = thingOf((await graphOf(`/blog/${POST.slug}`)).graph, 'BlogPosting');
    expect(english).toMatchObject({
      image: `${SITE}/share.png`,
      author: { '@type': 'Person', name: SARAH.name, url: `${SITE}/agent/sarahchen` },
      publisher: { name: brand.name, logo: `${SITE}/logo.png` },
      inLanguage: 'en-CA',
    });
    const { graph } = await graphOf(`/fr/blogue/${POST.fr.slug}`);
    expect(thingOf(graph, 'BlogPosting')).toMatchObject({
      url: `${SITE}/fr/blogue/${POST.fr.slug}`,
      headline: POST.fr.title,
      description: POST.fr.excerpt,
      author: { url: `${SITE}/fr/courtier/sarahchen` },
      inLanguage: 'fr-CA',
    });
    expect(thingOf(graph, 'WebPage')).toMatchObject({ inLanguage: 'fr-CA' });
    expect(thingOf(graph, 'FinancialService')).toMatchObject({ slogan: french.layout.footer.tagline });
  });

  it('a product carries the price its page shows; a service its name and description', async () => {
    const product = await graphOf(`/products/${PRODUCT.id}`);
    expect(product.html).toContain('$29.99');
    expect(thingOf(product.graph, 'FinancialProduct')).toMatchObject({
      name: PRODUCT.name,
      description: PRODUCT.description,
      url: `${SITE}/products/${PRODUCT.id}`,
      category: 'Mortgage product',
      offers: { '@type': 'Offer', price: 29.99, priceCurrency: 'CAD' },
      broker: { '@id': `${SITE}/#brokerage` },
    });
    const frenchProduct = await graphOf(`/fr/produits/${PRODUCT.id}`);
    expect(frenchProduct.html).toContain('29,99');
    // In English only (issue 37): its name as it is, no English description on a French page.
    const thing = thingOf(frenchProduct.graph, 'FinancialProduct');
    expect(thing).toMatchObject({
      name: PRODUCT.name,
      url: `${SITE}/fr/produits/${PRODUCT.id}`,
      category: french.content.products.eyebrow,
    });
    expect(thing).not.toHaveProperty('description');
    const service = await graphOf(`/services/${SERVICE.id}`);
    expect(thingOf(service.graph, 'Service')).toMatchObject({
      name: SERVICE.name,
      description: SERVICE.description,
      provider: { '@id': `${SITE}/#brokerage` },
    });
    expect(thingOf(service.graph, 'WebPage')).toMatchObject({
      mainEntity: { '@id': `${SITE}/services/${SERVICE.id}#service` },
    });
  });
});
