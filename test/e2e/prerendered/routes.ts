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

/** Resolves once React has taken over the prerendered markup (hydrateRoot marks its container). */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
  await page.waitForLoadState('load');
}
