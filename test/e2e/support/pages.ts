import type { Browser, Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, openPage, screenshot, settle, siteUrl, WIDTHS } from './browser';

/**
 * Opens `path` at 375 and 1280 px, waits for `ready`, checks axe (no serious or critical violation)
 * and saves a full-page screenshot `<name>-<width>.png` of each.
 */
export async function auditPage(
  browser: Browser,
  path: string,
  name: string,
  ready: (page: Page) => Promise<unknown>,
): Promise<void> {
  for (const width of [WIDTHS.mobile, WIDTHS.desktop]) {
    const { page, context, errors } = await openPage(browser, path, { width });
    await ready(page);
    await settle(page);
    await expectAccessible(page);
    await screenshot(page, name);
    // Phones: the first screen too, readable at full size.
    if (width === WIDTHS.mobile) await screenshot(page, `${name}-top`, { fullPage: false });
    await expectNoSidewaysScroll(page);
    expect(errors.filter((e) => !e.includes('Failed to load resource'))).toEqual([]);
    await context.close();
  }
}

/** Fills the contact form as Amélie Gagnon (every field), ticking the consent box or not; answers the form. */
export async function fillContact(page: Page, consent: boolean) {
  const form = page.getByRole('form', { name: 'Send us a message' });
  await form.getByLabel('First name').fill('Amélie');
  await form.getByLabel('Last name').fill('Gagnon');
  await form.getByLabel('Email').fill('amelie.gagnon@example.com');
  await form.getByLabel('Phone', { exact: true }).fill('(613) 555-0123');
  await form.getByLabel('Phone type').selectOption('Work');
  await form.getByLabel('Postal code').fill('k1p 1j1');
  await form.getByLabel('Comments').fill('Renewal in June.\nCan we talk next week?');
  if (consent) await form.getByRole('checkbox').check();
  return form;
}

/** The page does not scroll sideways: a wide table scrolls inside its own box, not the page. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  const width = page.viewportSize()?.width;
  expect(overflow, `${new URL(page.url()).pathname} scrolls sideways at ${width}px`).toBeLessThanOrEqual(0);
}

/**
 * Holds the page's requests to `url` until `release()` is called, then lets `answer` handle them (by default
 * they go on to the real server): the page's in-flight state is there to be seen however fast the stack is.
 */
export async function holdRequests(
  page: Page,
  url: string | RegExp,
  answer: (route: Route) => Promise<void> = (route) => route.continue(),
): Promise<() => void> {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(url, async (route) => {
    await held;
    await answer(route);
  });
  return release;
}

/**
 * Goes to `path` with its list request (`api`) held: the page says `loading` while it waits, then, the
 * list answered empty, says `empty`. The route stays answered with [] until the test unroutes it.
 */
export async function expectLoadingThenEmpty(
  page: Page,
  { path, api, loading, empty }: { path: string; api: string; loading: string; empty: string },
): Promise<void> {
  const release = await holdRequests(page, api, (route) => route.fulfill({ json: [] }));
  await page.goto(siteUrl(path));
  await page.getByText(loading).waitFor();
  release();
  await page.getByText(empty).waitFor();
}

/** Counts the requests the page makes to `method path` (path prefix) from now on. */
export function countRequests(page: Page, method: string, pathPrefix: string): { readonly count: number } {
  const counter = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname.startsWith(pathPrefix))
      counter.count++;
  });
  return counter;
}

/** Presses Tab until `matches` holds for the focused element (at most `max` presses); returns whether it did. */
export async function tabTo(
  page: Page,
  matches: (el: { tag: string; text: string; href: string | null; label: string | null }) => boolean,
  max = 80,
): Promise<boolean> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        tag: a?.tagName.toLowerCase() ?? '',
        text: a?.textContent?.trim() ?? '',
        href: a?.getAttribute('href') ?? null,
        label: a?.getAttribute('aria-label') ?? null,
      };
    });
    if (matches(el)) return true;
  }
  return false;
}
