import { formatDate, readTime } from '@maplestone/shared';
import {
  contentBlogWords,
  contentNewsWords,
  contentProductsWords,
  contentServicesWords,
} from '@maplestone/shared/i18n/en/content';
import { describe, expect, it } from 'vitest';
import { posts } from '../../functions/src/data/repositories/posts';
import { apiGet } from './support/api';
import { openPage, settle, siteUrl, useBrowser } from './support/browser';
import { auditPage, expectLoadingThenEmpty, holdRequests } from './support/pages';

const ctx = useBrowser();
const failure = { status: 500, json: { error: { code: 'internal', message: 'Upstream feeds are down' } } };

describe('products and services', () => {
  it('lists the products, opens one with its price to 2 decimals, and goes back', async () => {
    const { page, context } = await openPage(ctx.browser, '/products');
    const list = page.getByTestId('product-list');
    await list.waitFor();
    await expect(list.locator('h2').allTextContents()).resolves.toEqual([
      'Fixed-Rate Mortgage',
      'Home Equity Line of Credit',
      'Mortgage Protection Plan',
    ]);
    await list.getByRole('link', { name: 'Mortgage Protection Plan' }).click();
    await page.waitForURL(siteUrl('/products/product-mortgage-protection'));
    await page.getByRole('heading', { level: 1, name: 'Mortgage Protection Plan' }).waitFor();
    await expect(page.getByTestId('price').first().textContent()).resolves.toBe('$29.99');
    await expect(page.getByTestId('content').textContent()).resolves.toContain('portable if you switch');
    await page.getByRole('link', { name: 'Back to Products' }).click();
    await page.waitForURL(siteUrl('/products'));
    await context.close();
  });

  it('says Product not found. and Service not found. for unknown ids, and the empty lists', async () => {
    const { page, context } = await openPage(ctx.browser, '/products/no-such-product');
    await page.getByRole('heading', { name: contentProductsWords.notFound }).waitFor();
    await page.getByRole('link', { name: 'Back to Products' }).waitFor();
    await page.goto(siteUrl('/services/no-such-service'));
    await page.getByRole('heading', { name: contentServicesWords.notFound }).waitFor();
    await page.getByRole('link', { name: 'Back to Services' }).waitFor();
    await page.route('**/api/products', (route) => route.fulfill({ json: [] }));
    await page.route('**/api/services', (route) => route.fulfill({ json: [] }));
    await page.goto(siteUrl('/products'));
    await page.getByText(contentProductsWords.empty).waitFor();
    await page.goto(siteUrl('/services'));
    await page.getByText(contentServicesWords.empty).waitFor();
    await context.close();
  });

  it('lists the services and shows one with its features', async () => {
    const { page, context } = await openPage(ctx.browser, '/services');
    const list = page.getByTestId('service-list');
    await list.getByRole('link', { name: 'Mortgage Renewals' }).click();
    await page.waitForURL(siteUrl('/services/service-renewal'));
    await page.getByRole('heading', { level: 1, name: 'Mortgage Renewals' }).waitFor();
    await expect(page.getByTestId('features').locator('li').allTextContents()).resolves.toEqual([
      'Start 120 days before maturity',
      'No cost switch for qualified borrowers',
      'Side-by-side offer comparison',
    ]);
    await page.getByRole('link', { name: 'Back to Services' }).click();
    await page.waitForURL(siteUrl('/services'));
    await context.close();
  });

  // One test per page: each audit (two widths, axe, screenshots) gets the whole test timeout to itself.
  it('products list passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/products', 'products', (p) => p.getByTestId('product-list').waitFor());
  });
  it('a product passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/products/product-mortgage-protection', 'product', (p) =>
      p.getByTestId('content').waitFor(),
    );
  });
  it('services list passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/services', 'services', (p) => p.getByTestId('service-list').waitFor());
  });
  it('a service passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/services/service-purchase', 'service', (p) =>
      p.getByTestId('features').waitFor(),
    );
  });
});

describe('blog', () => {
  it('lists the published posts as cards, newest first, without the draft', async () => {
    const published = await apiGet<{ slug: string; title: string; published_at: string }[]>('/api/posts');
    const { page, context } = await openPage(ctx.browser, '/blog');
    const cards = page.getByTestId('post-card');
    await cards.first().waitFor();
    await expect(cards.locator('h2').allTextContents()).resolves.toEqual(published.map((p) => p.title));
    await expect(page.getByText('The stress test, explained').count()).resolves.toBe(0);
    const first = cards.first();
    await first.getByTestId('author-badge').waitFor();
    await first.getByText(formatDate(published[0]!.published_at)).waitFor();
    await first.getByRole('link').click();
    await page.waitForURL(siteUrl(`/blog/${published[0]!.slug}`));
    await context.close();
  });

  it('says Loading posts... and No blog posts available yet.', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await expectLoadingThenEmpty(page, {
      path: '/blog',
      api: '**/api/posts',
      loading: contentBlogWords.loadingPosts,
      empty: contentBlogWords.empty,
    });
    await context.close();
  });

  it('shows a post: author link, long date, italic excerpt, and content as text with its line breaks', async () => {
    const now = new Date().toISOString();
    const slug = `script-test-${Date.now()}`;
    await posts.create({
      id: `post-${slug}`,
      slug,
      title: 'A post that holds markup',
      excerpt: 'Markup must show as text.',
      content:
        'First line.\n<script>window.__pwned = true</script>\n<b>bold?</b> <img src=x onerror="window.__pwned=true">',
      featured_image_url: null,
      is_published: true,
      published_at: now,
      agent_id: 'agent-sarah-chen',
      seo_settings: null,
      created_at: now,
      updated_at: null,
    });
    const { page, context } = await openPage(ctx.browser, `/blog/${slug}`);
    await page.getByRole('heading', { level: 1, name: 'A post that holds markup' }).waitFor();
    const content = page.getByTestId('post-content');
    await expect(content.textContent()).resolves.toContain('<script>window.__pwned = true</script>');
    await expect(content.innerText()).resolves.toContain('First line.\n<script>');
    await expect(content.locator('script, b, img').count()).resolves.toBe(0);
    await expect(page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).resolves.toBeUndefined();
    await expect(
      page.getByTestId('post-excerpt').evaluate((el) => getComputedStyle(el).fontStyle),
    ).resolves.toBe('italic');
    await page.getByText(formatDate(now, 'long')).waitFor();
    await expect(page.getByTestId('author-link').getAttribute('href')).resolves.toBe('/agents/sarahchen');
    await page.getByRole('link', { name: contentBlogWords.backToBlog }).click();
    await page.waitForURL(siteUrl('/blog'));
    await context.close();
  });

  it('says Blog post not found. with a way back, and Failed to load blog post', async () => {
    const { page, context } = await openPage(ctx.browser, '/blog/the-stress-test-explained');
    await page.getByRole('heading', { name: contentBlogWords.notFound }).waitFor();
    await page.getByRole('link', { name: contentBlogWords.backToBlog }).waitFor();
    await page.route('**/api/posts/*', (route) => route.fulfill(failure));
    await page.goto(siteUrl('/blog/renewing-your-mortgage-in-2026'));
    await page.getByRole('alert').getByText(contentBlogWords.loadFailed).waitFor({ timeout: 20_000 });
    await context.close();
  });

  it('passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/blog', 'blog', (p) => p.getByTestId('post-card').first().waitFor());
    await auditPage(ctx.browser, '/blog/fixed-or-variable-in-a-falling-rate-market', 'blog-post', (p) =>
      p.getByTestId('post-content').waitFor(),
    );
  });
});

describe('mortgage news', () => {
  it('shows 3 skeletons, then cards with date, summary, Read More in a new tab and read time; loads more', async () => {
    const first = await apiGet<{
      items: { title: string; published: string; link: string; summary: string; readTime: number }[];
      hasMore: boolean;
    }>('/api/news?page=1&count=10');
    const { page, context } = await openPage(ctx.browser, '/');
    const release = await holdRequests(page, /\/api\/news\?/);
    await page.goto(siteUrl('/mortgage-news'));
    await page.getByRole('heading', { level: 1, name: 'Mortgage News' }).waitFor();
    await expect.poll(() => page.getByTestId('news-skeleton').count()).toBe(3);
    release();
    const cards = page.getByTestId('news-card');
    await cards.first().waitFor();
    await expect(cards.count()).resolves.toBe(first.items.length);
    const item = first.items[0]!;
    const card = cards.first();
    await card.getByRole('heading', { name: item.title }).waitFor();
    await expect(card.getByTestId('news-date').textContent()).resolves.toBe(formatDate(item.published));
    expect(formatDate('2024-03-05T15:00:00Z')).toBe('Mar 5, 2024');
    await card.getByText(contentNewsWords.readTime(Math.max(1, readTime(item.summary)))).waitFor();
    const more = card.getByRole('link', { name: new RegExp(contentNewsWords.readMore) });
    await expect(more.getAttribute('href')).resolves.toBe(item.link);
    await expect(more.getAttribute('target')).resolves.toBe('_blank');
    await expect(more.getAttribute('rel')).resolves.toContain('noopener');

    expect(first.hasMore).toBe(true);
    await page.getByRole('button', { name: contentNewsWords.loadMore }).click();
    await expect.poll(() => cards.count()).toBeGreaterThan(first.items.length);
    await settle(page);
    const second = await apiGet<{ hasMore: boolean }>('/api/news?page=2&count=10');
    await expect(page.getByRole('button', { name: contentNewsWords.loadMore }).count()).resolves.toBe(
      second.hasMore ? 1 : 0,
    );
    await context.close();
  });

  it('shows the error alert with the failure message', async () => {
    const { page, context } = await openPage(ctx.browser, '/');
    await page.route(/\/api\/news\?/, (route) => route.fulfill(failure));
    await page.goto(siteUrl('/mortgage-news'));
    const alert = page.getByRole('alert');
    await alert.getByText(contentNewsWords.fetchFailedLater).waitFor({ timeout: 20_000 });
    await alert.getByText('Upstream feeds are down').waitFor();
    await context.close();
  });

  it('passes axe at 375 and 1280 px', async () => {
    await auditPage(ctx.browser, '/mortgage-news', 'mortgage-news', (p) =>
      p.getByTestId('news-card').first().waitFor(),
    );
  });
});
