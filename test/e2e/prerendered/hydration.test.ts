import { peopleContactWords } from '@maplestone/shared/i18n/en/people';
import { describe, expect, it } from 'vitest';
import { siteUrl, useBrowser, WIDTHS } from '../support/browser';
import { hydrated, openPrerendered, PUBLIC_ROUTES } from './routes';

const ctx = useBrowser();

describe('prerendered pages', () => {
  it('every public route arrives with its content and hydrates without a console error or warning', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 800 } });
    const problems: string[] = [];
    for (const path of PUBLIC_ROUTES) {
      const { page } = await openPrerendered(context, path, problems);
      expect(await hydrated(page), `${path}: the prerendered content was rendered again`).toBe(true);
      await page.close();
    }
    await context.close();
    expect(problems).toEqual([]);
  });

  it('/contact?agent= hydrates the prerendered /contact without an error, then names the broker (issue 35)', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: WIDTHS.mobile, height: 800 } });
    const problems: string[] = [];
    const { page } = await openPrerendered(context, '/contact?agent=agent-sarah-chen', problems);
    expect(await hydrated(page)).toBe(true);
    await page.getByRole('heading', { level: 1, name: peopleContactWords.titleFor('Sarah Chen') }).waitFor();
    await context.close();
    expect(problems).toEqual([]);
  });

  it('after hydration, following a link stays in the page: no new document is loaded', async () => {
    const context = await ctx.browser.newContext({ viewport: { width: WIDTHS.desktop, height: 900 } });
    const page = await context.newPage();
    await page.goto(siteUrl('/'));
    await hydrated(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page.evaluate(() => {
      (window as { stillHere?: boolean }).stillHere = true;
    });
    await page.locator('footer').getByRole('link', { name: 'Blog', exact: true }).click();
    await page.waitForURL(siteUrl('/blog'));
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
    expect(documents).toEqual([]);
    await context.close();
  });
});
