import { brand, formatRate, ratesForView } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { peopleContactWords } from '@maplestone/shared/i18n/en/people';
import { french } from '@maplestone/shared/i18n/fr/index';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { waitUntil } from '../../../infra/local/processes';
import { QUERY_STATE_ID } from '../../../web/src/prerender/query-state';
import { api } from '../../support/http';
import { graphProblems, jsonLdOf, thingOf } from '../../support/structured-data';
import { deleteCreatedAgents, newAgent, superAdmin } from '../back-office/support';

/**
 * The public pages as a crawler or a visitor without JS gets them (issue 16, ADR 058): plain HTTP from the site
 * server, the pages rendered at start by the stack and again by the render function on the table's stream.
 */

afterAll(() => deleteCreatedAgents());

const site = (path: string) => `${inject('stack').urls.site}${path}`;

async function page(path: string): Promise<{ status: number; type: string | null; html: string }> {
  const response = await fetch(site(path));
  return { status: response.status, type: response.headers.get('content-type'), html: await response.text() };
}

/** Text as React writes it into HTML. */
const asHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');

/** What the page renders inside #root, without the dehydrated data (which holds every API value too). */
const rendered = (html: string) =>
  html.split('<div id="root">')[1]?.split('<script type="application/json"')[0] ?? '';

const SHELL_ROOT = '<div id="root"></div>';

/** Polls until `check` passes (at most `timeoutMs`), and says how long it took. */
async function within(what: string, timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  await waitUntil(what, check, { timeoutMs, intervalMs: 500 });
  const seconds = (Date.now() - started) / 1000;
  console.log(`${what}: ${seconds.toFixed(1)} s`);
  return seconds;
}

const sitemapPaths = async () => {
  const xml = await (await fetch(site('/sitemap.xml'))).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
};

interface PublicRate {
  id: string;
  our_rate: number;
  posted_rate: number | null;
  province: string;
  rate_type: 'fixed' | 'variable';
  term: string;
  is_active: boolean;
}

describe('prerendered public pages over plain HTTP', () => {
  it('carry their data: a rate of the table on /rates, the best rate on /, an agent, a post', async () => {
    const { body: rates } = await api<PublicRate[]>('GET', '/api/rates?province=Ontario&type=fixed');
    // What /rates shows first: Ontario's fixed rates, the best per term.
    const shown = ratesForView(rates, { type: 'fixed', province: 'ON' });
    expect(shown.length).toBeGreaterThan(0);
    const ratesPage = await page('/rates');
    for (const rate of shown) expect(rendered(ratesPage.html)).toContain(formatRate(rate.our_rate));

    const { body: best } = await api<{ our_rate: number }>('GET', '/api/rates/best');
    expect(rendered((await page('/')).html)).toContain(formatRate(best.our_rate));

    const { body: agents } = await api<{ name: string; profile_slug: string | null }[]>('GET', '/api/agents');
    const agent = agents.find((candidate) => candidate.profile_slug);
    expect(agent).toBeDefined();
    expect(rendered((await page(`/agent/${agent!.profile_slug}`)).html)).toContain(asHtml(agent!.name));

    const { body: posts } = await api<{ slug: string; title: string }[]>('GET', '/api/posts');
    expect(posts.length).toBeGreaterThan(0);
    const postPage = await page(`/blog/${posts[0]!.slug}`);
    expect(rendered(postPage.html)).toContain(asHtml(posts[0]!.title));
    expect(postPage.html).toMatch(
      new RegExp(`<title>${asHtml(posts[0]!.title).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`),
    );
  });

  it('carry complete JSON-LD (issue 35): a post, /contact, a product and a service, and their French pages', async () => {
    const { body: posts } = await api<
      { slug: string; title: string; fr: { slug: string; title: string } | null }[]
    >('GET', '/api/posts');
    // A post written in both languages: its French page is at its French slug (issue 37).
    const post = posts.find((candidate) => candidate.fr)!;
    const { body: products } = await api<{ id: string; name: string; price: number | null }[]>(
      'GET',
      '/api/products',
    );
    const { body: services } = await api<{ id: string; name: string }[]>('GET', '/api/services');
    const product = products.find((candidate) => candidate.price != null) ?? products[0]!;
    const pages = {
      [`/blog/${post.slug}`]: 'BlogPosting',
      [`/fr/blogue/${post.fr!.slug}`]: 'BlogPosting',
      '/contact': 'FinancialService',
      '/fr/nous-joindre': 'FinancialService',
      [`/products/${product.id}`]: 'FinancialProduct',
      [`/fr/produits/${product.id}`]: 'FinancialProduct',
      [`/services/${services[0]!.id}`]: 'Service',
      [`/fr/services/${services[0]!.id}`]: 'Service',
    };
    const origin = new URL(site('/')).origin;
    for (const [path, type] of Object.entries(pages)) {
      const { status, html } = await page(path);
      expect(status, path).toBe(200);
      const graph = jsonLdOf(html);
      // Every thing complete for its type, every URL absolute, every '@id' it names on the page.
      expect(graphProblems(graph), path).toEqual([]);
      expect(thingOf(graph, type), path).toBeDefined();
      const language = path.startsWith('/fr') ? 'fr-CA' : 'en-CA';
      expect(thingOf(graph, 'WebPage'), path).toMatchObject({
        url: `${origin}${path}`,
        inLanguage: language,
      });
    }

    const posting = thingOf(jsonLdOf((await page(`/fr/blogue/${post.fr!.slug}`)).html), 'BlogPosting');
    expect(posting).toMatchObject({ headline: post.fr!.title, inLanguage: 'fr-CA' });
    const contact = await page('/contact');
    expect(rendered(contact.html)).toContain(asHtml(peopleContactWords.hours(brand.office.hours)));
    expect(thingOf(jsonLdOf(contact.html), 'FinancialService')).toMatchObject({
      logo: `${origin}/logo.png`,
      openingHoursSpecification: [{ opens: brand.office.hours.opens, closes: brand.office.hours.closes }],
    });
    const productPage = thingOf(jsonLdOf((await page(`/products/${product.id}`)).html), 'FinancialProduct');
    expect(productPage).toMatchObject({ name: product.name });
    if (product.price != null) expect(productPage).toMatchObject({ offers: { price: product.price } });
  });

  it('answers every page of the sitemap with 200 HTML whose root holds the page', async () => {
    const paths = await sitemapPaths();
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/rates', '/blog', '/find-broker', '/mortgage-calculator']),
    );
    for (const path of paths) {
      const answer = await page(path);
      expect(answer.status, path).toBe(200);
      expect(answer.type, path).toBe('text/html; charset=utf-8');
      expect(answer.html, path).toContain('<div id="root"><');
    }
  });

  it('shows a rate changed through the admin API in the HTML of /rates within 60 s', {
    timeout: 90_000,
  }, async () => {
    const token = await superAdmin();
    const { body: rates } = await api<PublicRate[]>('GET', '/api/rates?province=Ontario&type=fixed');
    const rate = ratesForView(rates, { type: 'fixed', province: 'ON' })[0]!;
    const before = rendered((await page('/rates')).html);
    // Lower, so it stays the best of its term (the one /rates shows), and a value the page does not show yet.
    let changed = rate.our_rate;
    do changed = Math.round((changed - 0.01) * 100) / 100;
    while (before.includes(formatRate(changed)));
    const update = await api('PATCH', `/api/admin/rates/${rate.id}`, { token, body: { our_rate: changed } });
    expect(update.status).toBe(200);
    try {
      const seconds = await within('a changed rate on /rates', 60_000, async () =>
        rendered((await page('/rates')).html).includes(formatRate(changed)),
      );
      expect(seconds).toBeLessThanOrEqual(60);
    } finally {
      const restore = await api('PATCH', `/api/admin/rates/${rate.id}`, {
        token,
        body: { our_rate: rate.our_rate },
      });
      expect(restore.status).toBe(200);
    }
  });

  it('lists a new agent in the sitemap, with its page, and drops both once it is deactivated', {
    timeout: 120_000,
  }, async () => {
    const agent = await newAgent('Prerender Probe');
    const path = `/agents/${agent.id}`;
    await within('a new agent in the sitemap', 60_000, async () => (await sitemapPaths()).includes(path));
    const agentPage = await page(path);
    expect(agentPage.status).toBe(200);
    expect(rendered(agentPage.html)).toContain('Prerender Probe');

    const deactivated = await api('PATCH', `/api/admin/agents/${agent.id}`, {
      token: await superAdmin(),
      body: { is_active: false },
    });
    expect(deactivated.status).toBe(200);
    await within(
      'a deactivated agent out of the sitemap',
      60_000,
      async () => !(await sitemapPaths()).includes(path),
    );
    // Its prerendered page is gone: the SPA shell answers (the client route shows "not found").
    const after = await page(path);
    expect(after.status).toBe(200);
    expect(after.html).toContain(SHELL_ROOT);
    expect(after.html).not.toContain('Prerender Probe');
  });

  it('serves the SPA shell for a page path that was never rendered', async () => {
    const answer = await page('/agent/nobody-by-this-name');
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/html; charset=utf-8');
    expect(answer.html).toContain(SHELL_ROOT);
  });

  it('answers a path that is no page, or a post never published, with the rendered not-found page of its language and a 404 (ADR 102)', async () => {
    for (const [path, title, lang] of [
      ['/no-such-page', layoutWords.notFound.title, 'en-CA'],
      ['/blog/never-published', layoutWords.notFound.title, 'en-CA'],
      ['/fr/pas-une-page', french.layout.notFound.title, 'fr-CA'],
      ['/fr/produits/aucun-produit', french.layout.notFound.title, 'fr-CA'],
    ] as const) {
      const answer = await page(path);
      expect(answer.status, path).toBe(404);
      expect(answer.type, path).toBe('text/html; charset=utf-8');
      expect(answer.html, path).toContain(`<html lang="${lang}"`);
      expect(rendered(answer.html), path).toContain(asHtml(title));
      expect(answer.html, path).toContain('<meta name="robots" content="noindex"');
      // No data to hydrate: the browser renders the path it is at (the same page, or a route's own 'not found').
      expect(answer.html, path).not.toContain(`id="${QUERY_STATE_ID}"`);
    }
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt is plain text naming the sitemap by its absolute URL', async () => {
    const response = await fetch(site('/robots.txt'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    const text = await response.text();
    expect(text).toContain(`Sitemap: ${site('/sitemap.xml')}`);
    expect(text).toMatch(/^Disallow: \/super-admin$/m);
  });

  it('sitemap.xml is XML whose every <loc> is on the site URL', async () => {
    const response = await fetch(site('/sitemap.xml'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await response.text();
    expect(xml).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\s*<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9"/,
    );
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locs.length).toBeGreaterThan(10);
    for (const loc of locs) expect(loc.startsWith(site('/')), loc).toBe(true);
  });
});
