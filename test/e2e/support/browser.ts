import { mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../support/chromium';

/**
 * The e2e suites' browser: Debian's Chromium driven by playwright-core, launched once per test file,
 * a fresh context (no storage) per page, against the run's local stack (`inject('stack')`).
 */

export const SCREENSHOT_DIR = join(process.cwd(), 'test-results', 'screenshots');
export const WIDTHS = { mobile: 375, desktop: 1280 } as const;

export function siteUrl(path = '/'): string {
  return new URL(path, inject('stack').urls.site).toString();
}

/** Launches Chromium for the file's tests and closes it (and every context) afterwards. */
export function useBrowser(): { readonly browser: Browser } {
  const holder = {} as { browser: Browser };
  beforeAll(async () => {
    holder.browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      headless: true,
    });
  });
  afterAll(async () => {
    await holder.browser?.close();
  });
  return holder;
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
  /** Console errors and uncaught exceptions seen on the page. */
  errors: string[];
  /** Everything logged to the console (type: text). */
  logs: string[];
}

/** A new context and page at the given width, already at `path` with the app rendered. */
export async function openPage(
  browser: Browser,
  path = '/',
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<OpenPage> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? WIDTHS.desktop, height: options.height ?? 900 },
    // The browser's language: the site suggests the other language from it (issue 20), never redirects.
    locale: options.locale ?? 'en-CA',
    timezoneId: 'America/Toronto',
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  const logs: string[] = [];
  page.on('console', (message) => {
    logs.push(`${message.type()}: ${message.text()}`);
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(siteUrl(path));
  await page.locator('main#main').waitFor();
  return { page, context, errors, logs };
}

/** Waits until no request is in flight for a moment (data loaded, lazy chunks fetched). */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

/** Saves test-results/screenshots/<name>-<width>.png: the whole page, or just the viewport (for dialogs). */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  const file = join(SCREENSHOT_DIR, `${name}-${width}.png`);
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true, animations: 'disabled' });
  return file;
}

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Runs axe-core on the page; returns the serious and critical violations (WCAG 2.x A/AA and best practice). */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // A dialog or toast still fading in has its colours blended with what is behind it, and axe would
  // measure that passing blend: let every finite animation and transition end first (spinners loop forever;
  // one held paused would never end, hence the 2 s cap).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Evaluated, not added as a script tag: the site's Content-Security-Policy refuses inline scripts (as it should).
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    interface Result {
      id: string;
      impact: string | null;
      help: string;
      nodes: { target: string[] }[];
    }
    const { axe } = window as unknown as {
      axe: { run: (context: unknown, options: unknown) => Promise<{ violations: Result[] }> };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 5).map((n) => n.target.join(' ')),
    }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Asserts axe finds no serious or critical violation (the failure message lists them). */
export async function expectAccessible(page: Page): Promise<void> {
  const violations = await seriousViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
