// @vitest-environment jsdom

import {
  contentBlogWords,
  contentProductsWords,
  contentServicesWords,
} from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { peopleAgentWords } from '@maplestone/shared/i18n/en/people';
import { ratesPageWords } from '@maplestone/shared/i18n/en/rates';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../web/src/app/providers';
import { AppRoutes } from '../../../web/src/app/router';
import { HeadCollector, HeadCollectorContext } from '../../../web/src/lib/document-meta';
import { withHead } from '../../../web/src/prerender/head-tags';
import { stubBrowser } from './support/browser';
import { POST, SARAH, servePublicApi } from './support/public-api';

// The same page, collected as the prerenderer does (a HeadCollector, written by withHead) and rendered in the
// browser (the live head that useDocumentMeta sets), must carry the same head. Only the API is stood in for,
// at fetch. (renderPage itself is tested in render-page.test.ts: react-dom/static leaves React's contexts
// set, so it cannot share a test file with browser renders.)

afterEach(cleanup);

beforeEach(() => {
  stubBrowser();
  servePublicApi();
  vi.stubGlobal('scrollTo', () => {});
  document.head.innerHTML =
    '<meta name="description" content="The shell\'s description."><title>Maplestone Mortgage</title>';
});
afterEach(() => vi.unstubAllGlobals());

function renderInBrowser(path: string, collector: HeadCollector | null = null) {
  return render(
    <HeadCollectorContext value={collector}>
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
        </MemoryRouter>
      </QueryClientProvider>
    </HeadCollectorContext>,
  );
}

/** The page's tags in a document's head, as HTML (attribute order and escaping as the DOM writes them). */
function pageTags(head: ParentNode): string[] {
  return [...head.querySelectorAll('[data-page]')].map((tag) => tag.outerHTML);
}

const TEMPLATE =
  '<html><head><meta name="description" content="shell"><title>shell</title></head><body><div id="root"></div></body></html>';

/** The page's head as the prerenderer writes it (once `heading` shows), parsed as a browser would. */
async function prerenderedHead(path: string, heading: string | RegExp) {
  const collector = new HeadCollector(window.location.origin);
  const { unmount } = renderInBrowser(path, collector);
  await pageHeading(heading);
  unmount();
  const html = withHead(TEMPLATE, collector);
  const template = document.createElement('template');
  template.innerHTML = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
  return {
    notFound: collector.notFound,
    title: template.content.querySelector('title')?.textContent,
    tags: pageTags(template.content),
  };
}

/** The page's h1, once its route's code and data have loaded (slow on a busy machine: the first load imports the app). */
function pageHeading(name: string | RegExp) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

/** The page in the browser once its h1 shows and its head is set (the head's code loads after the page). */
async function browserPage(heading: string | RegExp) {
  await pageHeading(heading);
  await waitFor(() => expect(pageTags(document.head)).not.toHaveLength(0));
}

function jsonLdGraph(): { '@type': string; [field: string]: unknown }[] {
  const script = document.head.querySelector('script[type="application/ld+json"][data-page]');
  return JSON.parse(script?.textContent ?? '{}')['@graph'];
}

describe('the agent page head', () => {
  it('is one canonical /agent/{slug}, reached by id, the same in the browser as prerendered', async () => {
    const prerendered = await prerenderedHead('/agents/agent-sarah-chen', /Sarah Chen/);
    renderInBrowser('/agents/agent-sarah-chen');
    await browserPage(/Sarah Chen/);
    const origin = window.location.origin;

    expect(document.title).toBe('Sarah Chen, Toronto Mortgage Broker | Maplestone');
    const canonical = document.head.querySelector('link[rel="canonical"]');
    expect(canonical?.getAttribute('href')).toBe(`${origin}/agent/sarahchen`);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('profile');
    // Without an SEO description, the bio describes the page (and replaces the shell's description).
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(SARAH.bio);

    const [brokerage, person, breadcrumbs] = jsonLdGraph();
    expect(brokerage).toMatchObject({ '@type': 'FinancialService', '@id': `${origin}/#brokerage` });
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Sarah Chen',
      url: `${origin}/agent/sarahchen`,
      telephone: '+14165550142',
      email: SARAH.email,
      image: SARAH.headshot_url,
      worksFor: { '@id': `${origin}/#brokerage` },
    });
    expect(breadcrumbs).toMatchObject({ '@type': 'BreadcrumbList' });

    expect(prerendered.notFound).toBe(false);
    expect(prerendered.title).toBe(document.title);
    expect(prerendered.tags).toEqual(pageTags(document.head));
  });

  it('gives way to the next page after a client-side navigation, and the shell keeps its tags', async () => {
    renderInBrowser('/agent/sarahchen');
    await pageHeading(/Sarah Chen/);
    await userEvent.click(screen.getByRole('link', { name: layoutWords.nav.ourRates }));
    await pageHeading(ratesPageWords.title);

    await waitFor(() => expect(document.title).toBe(`${ratesPageWords.title} · Maplestone Mortgage`));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/rates`,
    );
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(jsonLdGraph().map((thing) => thing['@type'])).toEqual(['FinancialService', 'WebPage']);
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  });
});

describe('the post page head', () => {
  it('carries the post as a BlogPosting with its breadcrumbs, the same in the browser as prerendered', async () => {
    const prerendered = await prerenderedHead(`/blog/${POST.slug}`, POST.title);
    renderInBrowser(`/blog/${POST.slug}`);
    await browserPage(POST.title);
    const origin = window.location.origin;
    const url = `${origin}/blog/${POST.slug}`;

    expect(document.title).toBe(`${POST.title} · Maplestone Mortgage`);
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(url);
    expect(document.head.querySelector('link[hreflang="en-CA"]')?.getAttribute('href')).toBe(url);
    expect(document.head.querySelector('link[hreflang="x-default"]')?.getAttribute('href')).toBe(url);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      POST.excerpt,
    );

    const script = document.head.querySelector('script[type="application/ld+json"]');
    expect(script?.textContent).not.toContain('</script>');
    const [, posting, breadcrumbs] = jsonLdGraph();
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: POST.title,
      datePublished: POST.published_at,
      dateModified: POST.updated_at,
      author: { '@type': 'Person', name: 'Sarah Chen', url: `${origin}/agent/sarahchen` },
      publisher: { '@id': `${origin}/#brokerage` },
    });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { name: 'Home', item: `${origin}/` },
        { name: 'Blog', item: `${origin}/blog` },
        { name: POST.title, item: url },
      ],
    });

    expect(prerendered.tags).toEqual(pageTags(document.head));
  });
});

describe("'not found' pages", () => {
  // The catch-all logs the unknown route (as the spec asks); here that is expected noise.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['/agent/nobody', peopleAgentWords.notFoundTitle],
    ['/blog/no-such-post', contentBlogWords.notFound],
    ['/products/no-such-product', contentProductsWords.notFound],
    ['/services/no-such-service', contentServicesWords.notFound],
    ['/no/such/page', layoutWords.notFound.title],
  ])('%s: noindex and no canonical, and the collector told not to publish it', async (path, heading) => {
    const prerendered = await prerenderedHead(path, heading);
    renderInBrowser(path);
    await browserPage(heading);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(prerendered.notFound).toBe(true);
    expect(prerendered.tags).toEqual(pageTags(document.head));
  });
});
