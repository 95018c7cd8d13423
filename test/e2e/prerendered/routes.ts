import type { Page } from 'playwright-core';

/** Every kind of public page the site prerenders (issue 16), one of each dynamic kind. */
export const PUBLIC_ROUTES = [
  '/',
  '/rates',
  '/calculators',
  '/mortgage-calculator',
  '/affordability-calculator',
  '/land-transfer-tax-calculator',
  '/closing-costs-calculator',
  '/find-broker',
  '/contact',
  '/blog',
  '/blog/renewing-your-mortgage-in-2026',
  '/products',
  '/products/product-heloc',
  '/services',
  '/services/service-purchase',
  '/mortgage-options',
  '/why-broker',
  '/app',
  '/become-broker',
  '/newsletter',
  '/mortgage-news',
  '/agent/sarahchen',
  '/agents/agent-sarah-chen',
];

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
