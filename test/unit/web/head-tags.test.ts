import { french } from '@maplestone/shared/i18n/fr/index';
import { describe, expect, it } from 'vitest';
import { HeadCollector, summaryOf } from '../../../web/src/lib/document-meta';
import { provideFrench } from '../../../web/src/lib/french';
import { pageHead } from '../../../web/src/lib/page-head';
import { breadcrumbJsonLd } from '../../../web/src/lib/structured-data';
import { headTags, withHead } from '../../../web/src/prerender/head-tags';

const SITE = 'https://www.maplestone.example';
const TEMPLATE = `<!doctype html>
<html lang="en-CA">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The shell's description." />
    <title>Maplestone Mortgage · Connecting Canadians with the best mortgages</title>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

function collected(meta: HeadCollector['meta']): HeadCollector {
  const head = new HeadCollector(SITE);
  head.meta = meta;
  return head;
}

describe('headTags', () => {
  it('writes the title, description, canonical, hreflang, Open Graph, Twitter card and JSON-LD', () => {
    const head = pageHead(
      {
        title: 'Sarah Chen · Maplestone Mortgage',
        description: 'Toronto broker & first-time buyer "specialist".',
        keywords: 'toronto, broker',
        image: '/uploads/sarah.jpg',
        canonicalPath: '/agent/sarahchen',
        type: 'profile',
        jsonLd: (siteUrl) => [breadcrumbJsonLd(siteUrl, [{ name: 'Sarah Chen', path: '/agent/sarahchen' }])],
      },
      SITE,
    );
    const url = 'https://www.maplestone.example/agent/sarahchen';
    const french = 'https://www.maplestone.example/fr/courtier/sarahchen';
    const description = 'Toronto broker &amp; first-time buyer &quot;specialist&quot;.';
    expect(headTags(head).split('\n    ')).toEqual([
      '<title>Sarah Chen · Maplestone Mortgage</title>',
      `<meta name="description" content="${description}" data-page>`,
      '<meta name="keywords" content="toronto, broker" data-page>',
      `<link rel="canonical" href="${url}" data-page>`,
      `<link rel="alternate" hreflang="en-CA" href="${url}" data-page>`,
      `<link rel="alternate" hreflang="fr-CA" href="${french}" data-page>`,
      `<link rel="alternate" hreflang="x-default" href="${url}" data-page>`,
      '<meta property="og:type" content="profile" data-page>',
      '<meta property="og:site_name" content="Maplestone Mortgage" data-page>',
      '<meta property="og:locale" content="en_CA" data-page>',
      '<meta property="og:locale:alternate" content="fr_CA" data-page>',
      '<meta property="og:title" content="Sarah Chen · Maplestone Mortgage" data-page>',
      `<meta property="og:description" content="${description}" data-page>`,
      `<meta property="og:url" content="${url}" data-page>`,
      '<meta property="og:image" content="https://www.maplestone.example/uploads/sarah.jpg" data-page>',
      '<meta name="twitter:card" content="summary_large_image" data-page>',
      '<meta name="twitter:title" content="Sarah Chen · Maplestone Mortgage" data-page>',
      `<meta name="twitter:description" content="${description}" data-page>`,
      '<meta name="twitter:image" content="https://www.maplestone.example/uploads/sarah.jpg" data-page>',
      expect.stringMatching(/^<script type="application\/ld\+json" data-page>.*<\/script>$/),
    ]);
    const script = headTags(head).split('\n    ').at(-1) ?? '';
    const graph = JSON.parse(script.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''));
    expect(graph['@graph'].map((thing: { '@type': string }) => thing['@type'])).toEqual([
      'FinancialService',
      'BreadcrumbList',
      'ProfilePage',
    ]);
    expect(graph['@graph'][2]).toMatchObject({
      url,
      name: 'Sarah Chen · Maplestone Mortgage',
      inLanguage: 'en-CA',
    });
  });

  it('gives a French page its own canonical, the same alternates both ways, and the French locale (issue 20)', () => {
    const html = headTags(pageHead({ title: 'Taux · Maplestone Mortgage', canonicalPath: '/fr/taux' }, SITE));
    expect(html).toContain(`<link rel="canonical" href="${SITE}/fr/taux" data-page>`);
    expect(html).toContain(`<link rel="alternate" hreflang="en-CA" href="${SITE}/rates" data-page>`);
    expect(html).toContain(`<link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/taux" data-page>`);
    expect(html).toContain(`<link rel="alternate" hreflang="x-default" href="${SITE}/rates" data-page>`);
    expect(html).toContain('<meta property="og:locale" content="fr_CA" data-page>');
    expect(html).toContain('<meta property="og:locale:alternate" content="en_CA" data-page>');
  });

  it("pairs a page's versions as its data says: a post's French slug, and no French alternate without one (issue 37)", () => {
    const versions = { en: '/blog/renewing', fr: '/fr/blogue/renouveler' };
    for (const canonicalPath of [versions.en, versions.fr]) {
      const html = headTags(pageHead({ title: 'Post', canonicalPath, versions }, SITE));
      expect(html).toContain(`<link rel="canonical" href="${SITE}${canonicalPath}" data-page>`);
      expect(html).toContain(
        `<link rel="alternate" hreflang="en-CA" href="${SITE}/blog/renewing" data-page>`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="fr-CA" href="${SITE}/fr/blogue/renouveler" data-page>`,
      );
      expect(html).toContain(
        `<link rel="alternate" hreflang="x-default" href="${SITE}/blog/renewing" data-page>`,
      );
      expect(html).toContain('og:locale:alternate');
    }
    const englishOnly = headTags(
      pageHead(
        { title: 'Post', canonicalPath: '/blog/english', versions: { en: '/blog/english', fr: null } },
        SITE,
      ),
    );
    expect(englishOnly).toContain(
      `<link rel="alternate" hreflang="en-CA" href="${SITE}/blog/english" data-page>`,
    );
    expect(englishOnly).toContain(
      `<link rel="alternate" hreflang="x-default" href="${SITE}/blog/english" data-page>`,
    );
    expect(englishOnly).not.toContain('hreflang="fr-CA"');
    expect(englishOnly).not.toContain('/fr/blogue/');
    expect(englishOnly).not.toContain('og:locale:alternate');
  });

  it('writes the WebSite on the home page of either language, the page in its language, the French tagline', () => {
    const graphOf = (head: ReturnType<typeof pageHead>) => {
      const script = head.tags.at(-1);
      return JSON.parse(script?.tag === 'script' ? script.text : '{}')['@graph'] as Record<string, unknown>[];
    };
    const home = graphOf(pageHead({ title: 'Maplestone Mortgage', canonicalPath: '/' }, SITE));
    expect(home.map((thing) => thing['@type'])).toEqual(['FinancialService', 'WebPage', 'WebSite']);
    provideFrench({ words: french });
    const frenchHome = graphOf(pageHead({ title: 'Maplestone Mortgage', canonicalPath: '/fr' }, SITE));
    expect(frenchHome.map((thing) => thing['@type'])).toEqual(['FinancialService', 'WebPage', 'WebSite']);
    expect(frenchHome[0]).toMatchObject({ slogan: french.layout.footer.tagline });
    expect(frenchHome[1]).toMatchObject({ url: `${SITE}/fr`, inLanguage: 'fr-CA' });
    const rates = graphOf(pageHead({ title: 'Taux', canonicalPath: '/fr/taux' }, SITE));
    expect(rates.map((thing) => thing['@type'])).toEqual(['FinancialService', 'WebPage']);
  });

  it('gives a page without an image the small card and no og:image', () => {
    const html = headTags(pageHead({ title: 'Blog · Maplestone Mortgage', canonicalPath: '/blog' }, SITE));
    expect(html).toContain('<meta name="twitter:card" content="summary" data-page>');
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('name="description"');
  });

  it("marks a 'not found' page noindex, with no canonical address and only the brokerage's data", () => {
    const head = pageHead(
      {
        title: 'Agent Not Found · Maplestone Mortgage',
        canonicalPath: '/agent/nobody',
        notFound: true,
        jsonLd: (siteUrl) => [breadcrumbJsonLd(siteUrl, [])],
      },
      SITE,
    );
    const html = headTags(head);
    expect(html).toContain('<meta name="robots" content="noindex" data-page>');
    expect(html).not.toContain('canonical');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('hreflang');
    const script = head.tags.at(-1);
    const graph = JSON.parse(script?.tag === 'script' ? script.text : '{}');
    expect(graph['@graph'].map((thing: { '@type': string }) => thing['@type'])).toEqual(['FinancialService']);
  });
});

describe('withHead', () => {
  it("puts the page's head in place of the shell's title and description", () => {
    const html = withHead(
      TEMPLATE,
      collected({ title: 'Rates · Maplestone Mortgage', description: 'Rates.', canonicalPath: '/rates' }),
    );
    expect(html).not.toContain("The shell's description.");
    expect(html).toContain('<title>Rates · Maplestone Mortgage</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="description" content="Rates." data-page>');
    expect(html.indexOf('rel="canonical"')).toBeLessThan(html.indexOf('</head>'));
  });

  it("keeps the shell's description for a page without one", () => {
    const html = withHead(
      TEMPLATE,
      collected({ title: 'Sign in · Maplestone Mortgage', canonicalPath: '/auth' }),
    );
    expect(html).toContain(`<meta name="description" content="The shell's description." />`);
  });

  it('writes text with replacement patterns ($&, $1) as it is', () => {
    const html = withHead(TEMPLATE, collected({ title: 'Save $& now · $1', canonicalPath: '/' }));
    expect(html).toContain('<title>Save $&amp; now · $1</title>');
  });

  it('leaves the template alone when the page set nothing', () => {
    expect(withHead(TEMPLATE, new HeadCollector(SITE))).toBe(TEMPLATE);
  });
});

describe('summaryOf', () => {
  it('keeps short text whole, on one line', () => {
    expect(summaryOf('Helping first-time\nbuyers.')).toBe('Helping first-time buyers.');
  });

  it('cuts long text at a word, within the limit, with an ellipsis', () => {
    const text =
      'Sarah has helped more than 600 Ontario families buy, renew and refinance since 2011. '.repeat(3);
    const summary = summaryOf(text);
    expect(summary.length).toBeLessThanOrEqual(160);
    expect(summary).toBe(
      'Sarah has helped more than 600 Ontario families buy, renew and refinance since 2011. Sarah has helped more than 600 Ontario families buy, renew and refinance…',
    );
  });
});
