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
const post = (slug: string, publishedAt: string, updatedAt: string | null) => ({
  id: `post-${slug}`,
  slug,
  title: slug,
  content: 'text',
  is_published: true,
  published_at: publishedAt,
  agent_id: null,
  created_at: publishedAt,
  updated_at: updatedAt,
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
      post('renewing', '2026-10-28T13:00:00.000Z', '2026-11-02T09:15:00.000Z'),
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
      '/fr/blogue/renewing': '2026-11-02T09:15:00.000Z',
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

describe('sitemapXml', () => {
  const english: SitePage[] = [
    { path: '/', topics: ['rates'] },
    { path: '/blog', topics: ['posts'], lastmod: '2026-11-10T07:00:00-05:00' },
    { path: '/agent/sarahchen', topics: ['agent:agent-sarah', 'rates'], lastmod: '2026-11-20T10:00:00.000Z' },
    {
      path: '/agents/agent-sarah',
      topics: ['agent:agent-sarah', 'rates'],
      lastmod: '2026-11-20T10:00:00.000Z',
    },
    { path: '/agents/agent-marc', topics: ['agent:agent-marc', 'rates'] },
    { path: '/blog/q&a', topics: ['post:q&a'] },
  ];
  const twins: Record<string, string> = {
    '/': '/fr',
    '/blog': '/fr/blogue',
    '/agent/sarahchen': '/fr/courtier/sarahchen',
    '/agents/agent-sarah': '/fr/courtiers/agent-sarah',
    '/agents/agent-marc': '/fr/courtiers/agent-marc',
    '/blog/q&a': '/fr/blogue/q&a',
  };
  const pages = [...english, ...english.map((page) => ({ ...page, path: twins[page.path]! }))];
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
      `${SITE}/fr/blogue/q&amp;a`,
    ]);
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
    expect(xml.match(/hreflang="fr-CA"/g)).toHaveLength(locs.length);
  });
});

describe('robotsTxt', () => {
  it('names the sitemap and keeps crawlers out of the back office', () => {
    expect(robotsTxt(SITE)).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    expect(robotsTxt(SITE)).toContain('Disallow: /agent-dashboard');
    expect(robotsTxt(SITE)).toContain('Disallow: /fr/demande');
  });
});
