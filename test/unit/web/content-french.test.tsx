// @vitest-environment jsdom
import { contentBlogWords } from '@maplestone/shared/i18n/en/content';
import { contentFr } from '@maplestone/shared/i18n/fr/content';
import { french } from '@maplestone/shared/i18n/fr/index';
import { screen, waitFor, within } from '@testing-library/react';
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

function serveContent() {
  vi.stubGlobal('fetch', async (input: string) => {
    const path = new URL(input, 'http://site.test').pathname;
    if (path === '/api/posts') return Response.json([POST]);
    if (path === `/api/posts/${POST.slug}`) return Response.json(POST);
    if (path === '/api/news') return Response.json({ items: [NEWS], hasMore: false });
    if (path === '/api/products') return Response.json([PRODUCT]);
    if (path === `/api/products/${PRODUCT.id}`) return Response.json(PRODUCT);
    if (path === '/api/services') return Response.json([SERVICE]);
    if (path === `/api/services/${SERVICE.id}`) return Response.json(SERVICE);
    return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
  });
}

const description = () => document.querySelector('meta[name="description"]')?.getAttribute('content');

beforeEach(() => {
  stubBrowser();
  serveContent();
});
afterEach(() => vi.unstubAllGlobals());

describe('the blog', () => {
  it('/fr/blogue lists the posts in French: title, short date, link to the French post', async () => {
    renderScreen(<BlogPage />, '/fr/blogue');
    expect(screen.getByRole('heading', { level: 1, name: contentFr.blog.heading })).toBeTruthy();
    expect(screen.getByText(plain(contentFr.blog.lead))).toBeTruthy();
    const card = await screen.findByTestId('post-card');
    expect(within(card).getByText('5 mars 2024')).toBeTruthy();
    expect(within(card).getByText(contentFr.blog.readArticle)).toBeTruthy();
    expect(within(card).getByRole('link', { name: POST.title }).getAttribute('href')).toBe(
      `/fr/blogue/${POST.slug}`,
    );
    await waitFor(() => expect(document.title).toContain(contentFr.blog.title));
    expect(description()).toBe(contentFr.blog.lead);
  });

  it('/blog stays in English', async () => {
    renderScreen(<BlogPage />, '/blog');
    expect(screen.getByRole('heading', { level: 1, name: contentBlogWords.heading })).toBeTruthy();
    const card = await screen.findByTestId('post-card');
    expect(within(card).getByText('Mar 5, 2024')).toBeTruthy();
    expect(within(card).getByText('Read article')).toBeTruthy();
    expect(within(card).getByRole('link', { name: POST.title }).getAttribute('href')).toBe(
      `/blog/${POST.slug}`,
    );
  });

  it("a post at /fr/blogue/:slug: its long French date, French links and call to action, the agent's words as written", async () => {
    renderScreen(<PostPage />, `/fr/blogue/${POST.slug}`, '/fr/blogue/:slug');
    expect(await screen.findByRole('heading', { level: 1, name: POST.title })).toBeTruthy();
    expect(screen.getByText('5 mars 2024')).toBeTruthy();
    expect(screen.getByTestId('post-content').textContent).toBe(POST.content);
    expect(screen.getByRole('link', { name: french.content.blog.backToBlog }).getAttribute('href')).toBe(
      '/fr/blogue',
    );
    expect(screen.getByTestId('author-link').getAttribute('href')).toBe('/fr/courtiers/sarahchen');
    expect(screen.getByText(contentFr.blog.questionTitle)).toBeTruthy();
    expect(screen.getByRole('link', { name: french.layout.nav.contactUs }).getAttribute('href')).toBe(
      '/fr/nous-joindre',
    );
    // The breadcrumbs name the French blog at its French address.
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).toBeTruthy());
    const jsonLd = document.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(jsonLd).toContain(`"name":"${contentFr.blog.title}"`);
    expect(jsonLd).toContain(`/fr/blogue/${POST.slug}`);
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
