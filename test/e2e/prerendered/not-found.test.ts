import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { french } from '@maplestone/shared/i18n/fr/index';
import { describe, expect, it } from 'vitest';
import { siteUrl, useBrowser, WIDTHS } from '../support/browser';

/**
 * A path that is no page (ADR 102): a 404 with the not-found page of its language in the HTML, which the browser
 * then renders itself (no data to hydrate), so an item route's address shows that route's own 'not found'.
 */

const ctx = useBrowser();

describe('a path that is no page', () => {
  it('arrives as the not-found page of its language with a 404, and a product never published shows its own', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 800 } });
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const started = () =>
      page.waitForFunction(() => {
        const root = document.getElementById('root');
        return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
      });

    for (const [path, title] of [
      ['/no-such-page', layoutWords.notFound.title],
      ['/fr/pas-une-page', french.layout.notFound.title],
    ] as const) {
      const response = await page.goto(siteUrl(path));
      expect(response?.status(), path).toBe(404);
      expect(await response?.text(), path).toContain(title);
      await started();
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
    }

    const product = await page.goto(siteUrl('/products/no-such-product'));
    expect(product?.status()).toBe(404);
    await started();
    await page.getByRole('heading', { name: contentProductsWords.notFound }).waitFor();
    await context.close();
    expect(uncaught).toEqual([]);
  });
});
