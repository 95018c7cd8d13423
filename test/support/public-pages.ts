/**
 * The public pages of issue 16 at a fixed address, in the site's order: what the prerendered walks (with one
 * post, product, service and agent page of their own) and the web bench (with the first of each from the
 * sitemap) visit.
 */
export const FIXED_PUBLIC_PAGES = [
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
  '/products',
  '/services',
  '/mortgage-options',
  '/why-broker',
  '/app',
  '/become-broker',
  '/newsletter',
  '/mortgage-news',
  '/agent/sarahchen',
];

/** `pages` with each post, product and service page of `details` just after its list (/blog, /products, /services). */
export function withDetailPages(pages: readonly string[], details: readonly string[]): string[] {
  const all = [...pages];
  for (const list of ['/blog', '/products', '/services']) {
    all.splice(all.indexOf(list) + 1, 0, ...details.filter((path) => path.startsWith(`${list}/`)));
  }
  return all;
}
