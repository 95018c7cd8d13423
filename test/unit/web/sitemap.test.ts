import { afterEach, describe, expect, it, vi } from 'vitest';
import { listSitePages, type SitePage } from '../../../web/src/prerender/site';
import { robotsTxt, sitemapXml } from '../../../web/src/prerender/sitemap';

const SITE = 'https://www.maplestone.example';

afterEach(() => vi.unstubAllGlobals());

const broker = (id: string, slug: string | null, updatedAt: string) => ({
  id,
  name: id,
  email: `${id}@example.com`,
  profile_slug: slug,
  updated_at: updatedAt,
});
const post = (slug: string, publishedAt: string, updatedAt: string | null, frenchSlug?: string) => ({
  id: `post-${slug}`,
  slug,
  title: slug,
  content: 'text',
  is_published: true,
  published_at: publishedAt,
  agent_id: null,
  created_at: publishedAt,
  updated_at: updatedAt,
  fr: frenchSlug ? { title: frenchSlug, slug: frenchSlug, content: 'texte' } : null,
});
const product = (id: string, createdAt: string, updatedAt: string) => ({
  id,
  name: id,
  price: null,
  created_at: createdAt,
  updated_at: updatedAt,
});

/** The four public lists the site's pages come from. */
function serveLists() {
  const answers: Record<string, unknown> = {
    '/api/agents': [
      broker('agent-sarah', 'sarahchen', '2026-11-20T10:00:00.000Z'),
      broker('agent-marc', null, '2026-11-21T08:30:00.000Z'),
    ],
    '/api/posts': [
      post('renewing', '2026-10-28T13:00:00.000Z', '2026-11-02T09:15:00.000Z', 'renouveler'),
      post('first-home', '2026-11-10T12:00:00.000Z', null),
    ],
    '/api/products': [product('product-heloc', '2024-01-11T12:00:00.000Z', '2026-06-01T12:00:00.000Z')],
    '/api/services': [
      {
        ...product('service-renewal', '2024-01-11T12:00:00.000Z', '2024-01-11T12:00:00.000Z'),
        features: null,
      },
    ],
  };
  vi.stubGlobal('fetch', async (input: string) => Response.json(answers[new URL(input, SITE).pathname]));
}

describe('listSitePages lastmod', () => {
  it("is each item's last change, and a list page's newest item; unknown where nothing says", async () => {
    serveLists();
    const lastmod = Object.fromEntries((await listSitePages()).map((page) => [page.path, page.lastmod]));
    expect(lastmod).toMatchObject({
      '/agent/sarahchen': '2026-11-20T10:00:00.000Z',
      '/agents/agent-sarah': '2026-11-20T10:00:00.000Z',
      '/agents/agent-marc': '2026-11-21T08:30:00.000Z',
      '/blog/renewing': '2026-11-02T09:15:00.000Z',
      '/blog/first-home': '2026-11-10T12:00:00.000Z',
      '/products/product-heloc': '2026-06-01T12:00:00.000Z',
      '/services/service-renewal': '2024-01-11T12:00:00.000Z',
      '/find-broker': '2026-11-21T08:30:00.000Z',
      '/contact': '2026-11-21T08:30:00.000Z',
      '/blog': '2026-11-10T12:00:00.000Z',
      '/products': '2026-06-01T12:00:00.000Z',
      '/services': '2024-01-11T12:00:00.000Z',
      // Each French twin changed when its English page did (issue 20).
      '/fr/courtier/sarahchen': '2026-11-20T10:00:00.000Z',
      '/fr/blogue/renouveler': '2026-11-02T09:15:00.000Z',
      '/fr/trouver-un-courtier': '2026-11-21T08:30:00.000Z',
    });
    // Rates, lenders, testimonials and news carry no date here; static pages none at all.
    for (const path of [
      '/',
      '/rates',
      '/mortgage-calculator',
      '/calculators',
      '/why-broker',
      '/mortgage-news',
    ]) {
      expect(lastmod[path]).toBeUndefined();
    }
  });
});

describe('listSitePages for posts (issue 37)', () => {
  it('gives a post with French its French page at its French slug, each naming the other; one in English only none', async () => {
    serveLists();
    const pages = await listSitePages();
    const at = (path: string) => pages.find((page) => page.path === path);
    expect(at('/blog/renewing')).toMatchObject({ alternate: '/fr/blogue/renouveler' });
    expect(at('/fr/blogue/renouveler')).toMatchObject({
      alternate: '/blog/renewing',
      topics: ['post:renewing', 'agents'],
    });
    expect(at('/blog/first-home')).toMatchObject({ alternate: null });
    expect(pages.filter((page) => page.path.startsWith('/fr/blogue/')).map((page) => page.path)).toEqual([
      '/fr/blogue/renouveler',
    ]);
    // Every other page has its twin.
    expect(at('/products/product-heloc')).toMatchObject({ alternate: '/fr/produits/product-heloc' });
    expect(at('/fr/produits/product-heloc')).toMatchObject({ alternate: '/products/product-heloc' });
  });
});

describe('sitemapXml', () => {
  const english: SitePage[] = [
    { path: '/', topics: ['rates'], alternate: '/fr' },
    { path: '/blog', topics: ['posts'], lastmod: '2026-11-10T07:00:00-05:00', alternate: '/fr/blogue' },
    {
      path: '/agent/sarahchen',
      topics: ['agent:agent-sarah', 'rates'],
      lastmod: '2026-11-20T10:00:00.000Z',
      alternate: '/fr/courtier/sarahchen',
    },
    {
      path: '/agents/agent-sarah',
      topics: ['agent:agent-sarah', 'rates'],
      lastmod: '2026-11-20T10:00:00.000Z',
      alternate: '/fr/courtiers/agent-sarah',
    },
    {
      path: '/agents/agent-marc',
      topics: ['agent:agent-marc', 'rates'],
      alternate: '/fr/courtiers/agent-marc',
    },
    { path: '/blog/q&a', topics: ['post:q&a'], alternate: '/fr/blogue/q-et-r' },
    // A post in English only: no French page.
    { path: '/blog/english-only', topics: ['post:english-only'], alternate: null },
  ];
  const pages = [
    ...english,
    ...english.flatMap((page) =>
      page.alternate ? [{ ...page, path: page.alternate, alternate: page.path }] : [],
    ),
  ];
  const xml = sitemapXml(pages, SITE);
  const locs = [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

  it("lists each page once in each language, at its canonical address (an agent's by slug when there is one)", () => {
    expect(locs).toEqual([
      `${SITE}/`,
      `${SITE}/fr`,
      `${SITE}/blog`,
      `${SITE}/fr/blogue`,
      `${SITE}/agent/sarahchen`,
      `${SITE}/fr/courtier/sarahchen`,
      `${SITE}/agents/agent-marc`,
      `${SITE}/fr/courtiers/agent-marc`,
      `${SITE}/blog/q&amp;a`,
      `${SITE}/fr/blogue/q-et-r`,
      `${SITE}/blog/english-only`,
    ]);
  });

  it("pairs a post's two versions by its data, and gives a post in English only no French alternate (issue 37)", () => {
    const pair =
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${SITE}/blog/q&amp;a"/>` +
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/blogue/q-et-r"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/q&amp;a"/>`;
    expect(xml).toContain(`<loc>${SITE}/blog/q&amp;a</loc>${pair}`);
    expect(xml).toContain(`<loc>${SITE}/fr/blogue/q-et-r</loc>${pair}`);
    const single =
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${SITE}/blog/english-only"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog/english-only"/>`;
    expect(xml).toContain(`<loc>${SITE}/blog/english-only</loc>${single}</url>`);
    expect(xml).not.toContain('/fr/blogue/english-only');
  });

  it('gives lastmod as a UTC timestamp where it is known', () => {
    expect(xml).toContain(`<loc>${SITE}/blog</loc><lastmod>2026-11-10T12:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/fr/blogue</loc><lastmod>2026-11-10T12:00:00.000Z</lastmod>`);
    expect(xml).toContain(`<loc>${SITE}/</loc><xhtml:link`);
  });

  it('names both languages and the default on each entry, so the two name each other', () => {
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const alternates =
      `<xhtml:link rel="alternate" hreflang="en-CA" href="${SITE}/blog"/>` +
      `<xhtml:link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/blogue"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${SITE}/blog"/>`;
    expect(xml).toContain(`<loc>${SITE}/blog</loc><lastmod>2026-11-10T12:00:00.000Z</lastmod>${alternates}`);
    expect(xml).toContain(
      `<loc>${SITE}/fr/blogue</loc><lastmod>2026-11-10T12:00:00.000Z</lastmod>${alternates}`,
    );
    expect(xml.match(/hreflang="x-default"/g)).toHaveLength(locs.length);
    // Every entry but the post in English only.
    expect(xml.match(/hreflang="fr-CA"/g)).toHaveLength(locs.length - 1);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and keeps crawlers out of the back office', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robotsTxt(SITE)).toContain('Disallow: /agent-dashboard');
    expect(robotsTxt(SITE)).toContain('Disallow: /fr/demande');
    expect(robotsTxt(SITE)).toContain('Disallow: /portal');
    expect(robotsTxt(SITE)).toContain('Disallow: /fr/portail');
  });
});
