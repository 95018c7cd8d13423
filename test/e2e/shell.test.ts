import { copyrightLine } from '@maplestone/shared';
import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { siteWhyBrokerWords } from '@maplestone/shared/i18n/en/site';
import { describe, expect, it } from 'vitest';
import {
  expectAccessible,
  openPage,
  screenshot,
  settle,
  siteUrl,
  useBrowser,
  WIDTHS,
} from './support/browser';

const ctx = useBrowser();

describe('the site shell', () => {
  it('shows the 404 page for an unknown URL and logs the route', async () => {
    const { page, context, logs } = await openPage(ctx.browser, '/no-such-page/at-all');
    await page.getByRole('heading', { name: layoutWords.notFound.title }).waitFor();
    await expect(page.getByText(layoutWords.notFound.code, { exact: true }).isVisible()).resolves.toBe(true);
    expect(logs.some((line) => line.startsWith('error:') && line.includes('/no-such-page/at-all'))).toBe(
      true,
    );
    await expectAccessible(page);
    await screenshot(page, 'not-found');
    await page.getByRole('link', { name: layoutWords.notFound.link }).click();
    await page.waitForURL(siteUrl('/'));
    await page.getByRole('heading', { level: 1, name: layoutWords.headline }).waitFor();
    await context.close();
  });

  it('has the header menus, Our Rates, Apply Now, and a footer with the tagline and this year', async () => {
    const { page, context } = await openPage(ctx.browser, '/calculators');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const label of [layoutWords.nav.mortgages, layoutWords.nav.resources, layoutWords.nav.contactUs]) {
      await expect(nav.getByRole('button', { name: label }).isVisible()).resolves.toBe(true);
    }
    // Keyboard: the Resources menu opens with Enter and its links are reachable with Tab.
    const resources = nav.getByRole('button', { name: layoutWords.nav.resources });
    await resources.focus();
    await page.keyboard.press('Enter');
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Tab');
    await expect(page.evaluate(() => document.activeElement?.getAttribute('href'))).resolves.toBe(
      '/find-broker',
    );
    await page.keyboard.press('Escape');
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('false');

    await nav.getByRole('link', { name: layoutWords.nav.ourRates }).click();
    await page.waitForURL(siteUrl('/rates'));
    await page.getByRole('link', { name: layoutWords.nav.applyNow }).first().click();
    await page.waitForURL(siteUrl('/applications'));

    const footer = page.locator('footer');
    await expect(footer.getByText(layoutWords.footer.tagline).isVisible()).resolves.toBe(true);
    await expect(footer.getByText(copyrightLine(new Date().getFullYear())).isVisible()).resolves.toBe(true);
    const hrefs = await footer
      .locator('a[href^="/"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const path of [
      '/applications',
      '/products',
      '/calculators',
      '/rates',
      '/why-broker',
      '/blog',
      '/mortgage-news',
      '/app',
      '/contact',
      '/become-broker',
      '/newsletter',
    ]) {
      expect(hrefs).toContain(path);
    }
    await context.close();
  });

  it('opens the side drawer at 375 px with the menus as an accordion', async () => {
    const { page, context } = await openPage(ctx.browser, '/', { width: WIDTHS.mobile });
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    const resources = drawer.getByRole('button', { name: layoutWords.nav.resources });
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('false');
    await resources.click();
    await expect(resources.getAttribute('aria-expanded')).resolves.toBe('true');
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, 'mobile-drawer', { fullPage: false });
    await drawer.getByRole('link', { name: 'Find a Broker' }).click();
    await page.waitForURL(siteUrl('/find-broker'));
    await drawer.waitFor({ state: 'detached' });
    await page.getByRole('heading', { level: 1, name: 'Find Your Mortgage Broker' }).waitFor();
    await context.close();
  });

  it('shows a placeholder inside the layout for every screen a later issue builds', async () => {
    const { page, context } = await openPage(ctx.browser, '/why-broker');
    await page.getByRole('heading', { level: 1, name: siteWhyBrokerWords.title }).waitFor();
    await expect(page.locator('header').isVisible()).resolves.toBe(true);
    await expect(page.locator('footer').isVisible()).resolves.toBe(true);
    await context.close();
  });
});
