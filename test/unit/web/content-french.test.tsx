// @vitest-environment jsdom
import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { contentFr } from '@maplestone/shared/i18n/fr/content';
import { french } from '@maplestone/shared/i18n/fr/index';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import BlogPage from '../../../web/src/features/blog/routes/blog-page';
import PostPage from '../../../web/src/features/blog/routes/post-page';
import ProductPage from '../../../web/src/features/catalogue/routes/product-page';
import ProductsPage from '../../../web/src/features/catalogue/routes/products-page';
import ServicePage from '../../../web/src/features/catalogue/routes/service-page';
import ServicesPage from '../../../web/src/features/catalogue/routes/services-page';
import NewsPage from '../../../web/src/features/news/routes/news-page';
import { plain } from '../../support/french';
import { stubBrowser } from './support/browser';
import { renderScreen } from './support/render';

// Issue 20, ADR 085: the blog, the news and the products and services pages read in French at their French
// paths (fr-CA dates and money, French links), agents' content as entered, and in English as before.

const POST = {
  id: 'post-renewal',
  slug: 'renewing-your-mortgage',
  title: 'Renewing your mortgage',
  excerpt: 'Your renewal letter is an opening offer.',
  content: 'Start early.',
  featured_image_url: null,
  is_published: true,
  published_at: '2024-03-05T15:00:00.000Z',
  agent_id: 'agent-sarah',
  created_at: '2024-03-05T15:00:00.000Z',
  updated_at: null,
  agent: { id: 'agent-sarah', name: 'Sarah Chen', profile_slug: 'sarahchen' },
  /** Its French version (issue 37), at a slug of its own. */
  fr: {
    title: 'Renouveler votre prêt hypothécaire',
    slug: 'renouveler-votre-pret',
    excerpt: 'Votre avis de renouvellement est une première offre.',
    content: 'Commencez tôt.',
    seo_settings: null,
  },
};

/** A post in English only: no French page. */
const ENGLISH_POST = {
  ...POST,
  id: 'post-stress-test',
  slug: 'the-stress-test',
  title: 'The stress test, explained',
  excerpt: 'Why you qualify at a higher rate.',
  content: 'The qualifying rate is the higher of two.',
  fr: null,
};

const NEWS = {
  id: 'news-1',
  title: 'Big Six banks trim five-year fixed rates',
  published: '2024-03-05T15:00:00.000Z',
  author: 'Jane Doe',
  summary: 'Several banks lowered their rates.',
  link: 'https://news.example/1',
  categories: [],
  readTime: 3,
};

const PRODUCT = {
  id: 'product-heloc',
  name: 'Home equity line of credit',
  description: 'Borrow against your home.',
  content: 'A HELOC is a revolving line.',
  price: 1234.5,
  image_url: null,
  created_at: '2024-03-05T15:00:00.000Z',
  updated_at: null,
};

/** A product in both languages (issue 37). */
const FRENCH_PRODUCT = {
  ...PRODUCT,
  id: 'product-fixed',
  name: 'Fixed-rate mortgage',
  description: 'Lock your rate.',
  content: 'Your payment stays the same.',
  fr: {
    name: 'Prêt hypothécaire à taux fixe',
    description: 'Bloquez votre taux.',
    content: 'Votre versement reste le même.',
  },
};

const SERVICE = {
  id: 'service-renewal',
  name: 'Mortgage renewal',
  description: 'Renew at a better rate.',
  content: 'We shop your renewal.',
  features: ['Rate comparison'],
  image_url: null,
  created_at: '2024-03-05T15:00:00.000Z',
  updated_at: null,
};

/** A service with some of its words in French: its name and features, not its description or text. */
const PARTLY_FRENCH_SERVICE = {
  ...SERVICE,
  id: 'service-purchase',
  name: 'Purchase mortgages',
  features: ['Rate holds', 'Pre-approval'],
  fr: { name: 'Prêts à l’achat', features: ['Taux garanti', 'Préautorisation'] },
};

function serveContent() {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://site.test').pathname;
    if (path === '/api/posts') return Response.json([POST, ENGLISH_POST]);
    if (path === `/api/posts/${POST.slug}` || path === `/api/posts/${POST.fr.slug}`)
      return Response.json(POST);
    if (path === `/api/posts/${ENGLISH_POST.slug}`) return Response.json(ENGLISH_POST);
    if (path === '/api/news') return Response.json({ items: [NEWS], hasMore: false });
    if (path === '/api/products') return Response.json([PRODUCT]);
    if (path === `/api/products/${PRODUCT.id}`) return Response.json(PRODUCT);
    if (path === `/api/products/${FRENCH_PRODUCT.id}`) return Response.json(FRENCH_PRODUCT);
    if (path === '/api/services') return Response.json([SERVICE]);
    if (path === `/api/services/${SERVICE.id}`) return Response.json(SERVICE);
    if (path === `/api/services/${PARTLY_FRENCH_SERVICE.id}`) return Response.json(PARTLY_FRENCH_SERVICE);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
}

/** Where the router is: a page that goes elsewhere in place stays on its route. */
function ShownPath() {
  return <output aria-label="path">{useLocation().pathname}</output>;
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  stubBrowser();
  serveContent();
});
afterEach(() => vi.unstubAllGlobals());

describe('the blog', () => {
  it('/fr/blogue lists the posts with a French version in French, then those in English only apart, as English (issue 37)', async () => {
    renderScreen(<BlogPage />, '/fr/blogue');
    expect(screen.getByRole('heading', { level: 1, name: contentFr.blog.heading })).toBeTruthy();
    expect(screen.getByText(plain(contentFr.blog.lead))).toBeTruthy();
    const [card, englishCard] = await screen.findAllByTestId('post-card');
    expect(within(card!).getByText('5 mars 2024')).toBeTruthy();
    expect(within(card!).getByText(contentFr.blog.readArticle)).toBeTruthy();
    expect(within(card!).getByText(POST.fr.excerpt)).toBeTruthy();
    expect(within(card!).getByRole('link', { name: POST.fr.title }).getAttribute('href')).toBe(
      `/fr/blogue/${POST.fr.slug}`,
    );
    expect(card!.querySelector('[lang]')).toBeNull();
    expect(card!.textContent).not.toContain(POST.title);
    // The post in English only: under its own heading, marked English, at its English page.
    const section = screen.getByRole('region', { name: contentFr.blog.englishPosts });
    expect(within(section).getByTestId('post-card')).toBe(englishCard);
    const link = within(englishCard!).getByRole('link', { name: ENGLISH_POST.title });
    expect(link.getAttribute('href')).toBe(`/blog/${ENGLISH_POST.slug}`);
    expect(link.getAttribute('hreflang')).toBe('en-CA');
    expect(link.closest('[lang]')?.getAttribute('lang')).toBe('en');
    expect(within(englishCard!).getByText(ENGLISH_POST.excerpt).closest('[lang]')?.getAttribute('lang')).toBe(
      'en',
    );
    expect(screen.getAllByText(french.common.someInEnglish)).toHaveLength(1);
    await waitFor(() => expect(document.title).toContain(contentFr.blog.title));
    expect(description()).toBe(contentFr.blog.lead);
  });

  it('/blog stays in English: every post, nothing marked, no notice', async () => {
    renderScreen(<BlogPage />, '/blog');
    expect(screen.getByRole('heading', { level: 1, name: contentBlogWords.heading })).toBeTruthy();
    const [card, other] = await screen.findAllByTestId('post-card');
    expect(within(card!).getByText('Mar 5, 2024')).toBeTruthy();
    expect(within(card!).getByText('Read article')).toBeTruthy();
    expect(within(card!).getByRole('link', { name: POST.title }).getAttribute('href')).toBe(
      `/blog/${POST.slug}`,
    );
    expect(within(other!).getByRole('link', { name: ENGLISH_POST.title }).getAttribute('href')).toBe(
      `/blog/${ENGLISH_POST.slug}`,
    );
    expect(document.body.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('region', { name: contentBlogWords.englishPosts })).toBeNull();
  });

  it("a post's French version at /fr/blogue/{French slug}: its words, long French date, French links, the agent's name as written", async () => {
    renderScreen(<PostPage />, `/fr/blogue/${POST.fr.slug}`, '/fr/blogue/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: POST.fr.title })).toBeTruthy();
    expect(screen.getByText('5 mars 2024')).toBeTruthy();
    expect(screen.getByTestId('post-excerpt').textContent).toBe(POST.fr.excerpt);
    expect(screen.getByTestId('post-content').textContent).toBe(POST.fr.content);
    expect(screen.getByRole('link', { name: french.content.blog.backToBlog }).getAttribute('href')).toBe(
      '/fr/blogue',
    );
    expect(screen.getByTestId('author-link').getAttribute('href')).toBe('/fr/courtiers/sarahchen');
    expect(screen.getByText(contentFr.blog.questionTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: french.layout.nav.contactUs }).getAttribute('href')).toBe(
      '/fr/nous-joindre',
    );
    expect(screen.queryByRole('note')).toBeNull();
    // Its head: the French title and excerpt, the French blog at its French address in the breadcrumbs.
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).toBeTruthy());
    expect(document.title).toBe(`${POST.fr.title} · Maplestone Mortgage`);
    expect(description()).toBe(POST.fr.excerpt);
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(jsonLd).toContain(`"name":"${contentFr.blog.title}"`);
    expect(jsonLd).toContain(`/fr/blogue/${POST.fr.slug}`);
  });

  it.each([
    [`/fr/blogue/${POST.slug}`, '/fr/blogue/:slug', `/fr/blogue/${POST.fr.slug}`, POST.fr.title],
    [`/blog/${POST.fr.slug}`, '/blog/:slug', `/blog/${POST.slug}`, POST.title],
  ])('%s (the other slug) goes to the version’s own page, in place', async (path, route, page, title) => {
    renderScreen(
      <>
        <PostPage />
        <ShownPath />
      </>,
      path,
      route,
    );
    await waitFor(() => expect(screen.getByLabelText('path').textContent).toBe(page));
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeTruthy();
  });

  it('a post in English only is not offered in French: /fr/blogue/{slug} goes to its English page', async () => {
    renderScreen(<PostPage />, `/fr/blogue/${ENGLISH_POST.slug}`, '/fr/blogue/:slug');
    expect(await screen.findByText(`Landed on /blog/${ENGLISH_POST.slug}`)).toBeTruthy();
  });

  it('a post at /blog/:slug stays in English', async () => {
    renderScreen(<PostPage />, `/blog/${POST.slug}`, '/blog/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeTruthy();
    expect(screen.getByText('March 5, 2024')).toBeTruthy();
    expect(screen.getByRole('link', { name: contentBlogWords.backToBlog }).getAttribute('href')).toBe(
      '/blog',
    );
    expect(screen.getByText(contentBlogWords.questionTitle)).toBeTruthy();
  });
});

describe('the mortgage news', () => {
  it('/fr/nouvelles-hypothecaires: French title, the card’s date and read time, the author', async () => {
    renderScreen(<NewsPage />, '/fr/nouvelles-hypothecaires');
    expect(screen.getByRole('heading', { level: 1, name: contentFr.news.title })).toBeTruthy();
    const card = await screen.findByTestId('news-card');
    expect(within(card).getByTestId('news-date').textContent).toBe('5 mars 2024');
    expect(within(card).getByText(french.content.news.readTime(3))).toBeTruthy();
    expect(within(card).getByText(contentFr.news.byAuthor('Jane Doe'))).toBeTruthy();
    expect(within(card).getByText(french.content.news.readMore)).toBeTruthy();
    expect(plain(card.querySelector('.sr-only')?.textContent)).toBe(
      plain(contentFr.news.opensInNewTab(NEWS.title)),
    );
  });

  it('/mortgage-news stays in English', async () => {
    renderScreen(<NewsPage />, '/mortgage-news');
    expect(screen.getByRole('heading', { level: 1, name: 'Mortgage News' })).toBeTruthy();
    const card = await screen.findByTestId('news-card');
    expect(within(card).getByTestId('news-date').textContent).toBe('Mar 5, 2024');
    expect(within(card).getByText('3 min read')).toBeTruthy();
    expect(within(card).getByText('By Jane Doe')).toBeTruthy();
  });
});

describe('products and services', () => {
  it('/fr/produits lists the products in French with fr-CA prices', async () => {
    renderScreen(<ProductsPage />, '/fr/produits');
    expect(screen.getByRole('heading', { level: 1, name: contentFr.products.title })).toBeTruthy();
    const list = await screen.findByTestId('product-list');
    expect(within(list).getByRole('link', { name: PRODUCT.name }).getAttribute('href')).toBe(
      `/fr/produits/${PRODUCT.id}`,
    );
    expect(plain(within(list).getByTestId('price').textContent)).toBe('1 234,50 $');
    expect(within(list).getByText(contentFr.common.learnMore)).toBeTruthy();
  });

  it('a product at /fr/produits/:id: the French back link, price label and call to action', async () => {
    renderScreen(<ProductPage />, `/fr/produits/${PRODUCT.id}`, '/fr/produits/:id');
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: contentFr.products.back }).getAttribute('href')).toBe(
      '/fr/produits',
    );
    expect(screen.getByText(contentFr.products.eyebrow)).toBeTruthy();
    expect(screen.getByText(contentFr.products.price)).toBeTruthy();
    expect(plain(screen.getByTestId('price').textContent)).toBe('1 234,50 $');
    expect(screen.getByRole('heading', { name: contentFr.common.talkTitle })).toBeTruthy();
    expect(screen.getByRole('link', { name: french.common.applyNow }).getAttribute('href')).toBe(
      '/fr/demande',
    );
  });

  it('a product at /products/:id stays in English', async () => {
    renderScreen(<ProductPage />, `/products/${PRODUCT.id}`, '/products/:id');
    expect(await screen.findByRole('heading', { level: 1, name: PRODUCT.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe('/products');
    expect(screen.getByTestId('price').textContent).toBe('$1,234.50');
    expect(screen.getByRole('heading', { name: 'Talk it through with a broker' })).toBeTruthy();
  });

  it('/fr/services and a service read in French', async () => {
    renderScreen(<ServicesPage />, '/fr/services');
    expect(screen.getByRole('heading', { level: 1, name: contentFr.services.title })).toBeTruthy();
    const list = await screen.findByTestId('service-list');
    expect(within(list).getByRole('link', { name: SERVICE.name }).getAttribute('href')).toBe(
      `/fr/services/${SERVICE.id}`,
    );
  });

  it('a product with its French: its French words on /fr/produits/:id, nothing marked English, no notice (issue 37)', async () => {
    renderScreen(<ProductPage />, `/fr/produits/${FRENCH_PRODUCT.id}`, '/fr/produits/:id');
    const title = await screen.findByRole('heading', { level: 1, name: FRENCH_PRODUCT.fr.name });
    expect(title.getAttribute('lang')).toBeNull();
    expect(screen.getByText(FRENCH_PRODUCT.fr.description)).toBeTruthy();
    expect(screen.getByTestId('content').textContent).toBe(FRENCH_PRODUCT.fr.content);
    expect(document.body.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
    expect(document.body.textContent).not.toContain(FRENCH_PRODUCT.name);
    await waitFor(() => expect(document.title).toBe(`${FRENCH_PRODUCT.fr.name} · Maplestone Mortgage`));
    expect(description()).toBe(FRENCH_PRODUCT.fr.description);
  });

  it('a product in English only on /fr/produits/:id: its English marked lang="en", the notice once, a French description', async () => {
    renderScreen(<ProductPage />, `/fr/produits/${PRODUCT.id}`, '/fr/produits/:id');
    const title = await screen.findByRole('heading', { level: 1, name: PRODUCT.name });
    expect(title.getAttribute('lang')).toBe('en');
    expect(screen.getByText(PRODUCT.description).getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('content').getAttribute('lang')).toBe('en');
    expect(screen.getAllByRole('note').map((note) => note.textContent)).toEqual([
      french.common.someInEnglish,
    ]);
    // A meta tag cannot say lang="en": the French page's own description instead of the English one.
    await waitFor(() => expect(description()).toBe(contentFr.products.lead));
  });

  it('/fr/produits: the notice once when a card shows English; /products neither marks nor says anything', async () => {
    renderScreen(<ProductsPage />, '/fr/produits');
    const list = await screen.findByTestId('product-list');
    expect(within(list).getByRole('link', { name: PRODUCT.name }).getAttribute('href')).toBe(
      `/fr/produits/${PRODUCT.id}`,
    );
    expect(within(list).getByText(PRODUCT.name).getAttribute('lang')).toBe('en');
    expect(within(list).getByText(PRODUCT.description).getAttribute('lang')).toBe('en');
    expect(screen.getAllByRole('note')).toHaveLength(1);
    cleanup();
    renderScreen(<ProductsPage />, '/products');
    await screen.findByTestId('product-list');
    expect(document.body.querySelector('[lang]')).toBeNull();
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('a service with some French: each of its words in French where it has some, the rest marked English', async () => {
    renderScreen(<ServicePage />, `/fr/services/${PARTLY_FRENCH_SERVICE.id}`, '/fr/services/:id');
    const title = await screen.findByRole('heading', { level: 1, name: PARTLY_FRENCH_SERVICE.fr.name });
    expect(title.getAttribute('lang')).toBeNull();
    expect(screen.getByText(PARTLY_FRENCH_SERVICE.description).getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('content').getAttribute('lang')).toBe('en');
    const features = screen.getByTestId('features');
    expect(features.getAttribute('lang')).toBeNull();
    expect(
      within(features)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(PARTLY_FRENCH_SERVICE.fr.features);
    expect(screen.getAllByRole('note')).toHaveLength(1);
  });

  it('a service at /fr/services/:id: French back link and "what is included"', async () => {
    renderScreen(<ServicePage />, `/fr/services/${SERVICE.id}`, '/fr/services/:id');
    expect(await screen.findByRole('heading', { level: 1, name: SERVICE.name })).toBeTruthy();
    expect(screen.getByRole('link', { name: contentFr.services.back }).getAttribute('href')).toBe(
      '/fr/services',
    );
    expect(screen.getByRole('heading', { name: contentFr.services.included })).toBeTruthy();
    expect(screen.getByText('Rate comparison')).toBeTruthy();
  });
});
