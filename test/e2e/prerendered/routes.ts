import { frenchPath } from '@maplestone/shared/i18n/paths';
import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { SEED_POSTS } from '../../../infra/local/seed-data';
import { FIXED_PUBLIC_PAGES, withDetailPages } from '../../support/public-pages';
import { siteUrl } from '../support/browser';

/** Every kind of public page the site prerenders (issue 16), one of each dynamic kind. */
export const PUBLIC_ROUTES = [
  ...withDetailPages(FIXED_PUBLIC_PAGES, [
    '/blog/renewing-your-mortgage-in-2026',
    '/products/product-heloc',
    '/services/service-purchase',
  ]),
  '/agents/agent-sarah-chen',
];

/** Their French pages: each one's twin, the post's at its French slug (issue 37: the seed's post has French). */
export const FRENCH_ROUTES = PUBLIC_ROUTES.map((path) => {
  const post = SEED_POSTS.find((candidate) => path === `/blog/${candidate.slug}`);
  return post?.fr ? `/fr/blogue/${post.fr.slug}` : frenchPath(path);
});

/**
 * Remembers the page's prerendered content as it arrives (call before goto), so `hydrated` can tell whether React
 * took it over or threw it away and rendered it again (an update reaching a boundary still hydrating does that,
 * silently: the page flashes empty and shifts).
 */
export async function watchPrerenderedContent(page: Page): Promise<void> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as { prerendered?: Element | null }).prerendered =
        document.querySelector('main')?.firstElementChild;
    });
  });
}

/**
 * Resolves once React has taken over the prerendered markup (hydrateRoot marks its container), and says whether it
 * kept the page's content (watchPrerenderedContent): true when the same element is still there a moment later.
 */
export async function hydrated(page: Page): Promise<boolean> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('load');
  await page.waitForTimeout(300);
  return page.evaluate(
    () =>
      (window as { prerendered?: Element | null }).prerendered ===
      document.querySelector('main')?.firstElementChild,
  );
}

/**
 * Opens a prerendered page as the walks over every route do: served with its content in the HTML (not the empty
 * shell), its content watched (see hydrated), and every console error or warning or uncaught error added to
 * `problems` under its path. Answers the page and the HTML as served.
 */
export async function openPrerendered(context: BrowserContext, path: string, problems: string[]) {
  const page = await context.newPage();
  await watchPrerenderedContent(page);
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${path} ${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${path} uncaught: ${error.message}`));
  const response = await page.goto(siteUrl(path));
  expect(response?.status(), path).toBe(200);
  const html = (await response?.text()) ?? '';
  expect(html, path).toMatch(/<div id="root"><[a-z]/);
  return { page, html };
}
