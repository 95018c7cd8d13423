import { layoutWords } from '../layout';
export const contentProductsWords = {
  /** The list's title, document title and breadcrumb name. */
  title: layoutWords.links.products.label,
  lead: 'Fixed, variable, home equity and protection: the products we arrange, explained in plain language.',
  eyebrow: 'Mortgage product',
  back: 'Back to Products',
  price: 'Price',
  /** Before a product's price on its card. */
  from: 'From',
  // Worded by the spec (docs: public-site.md) unless marked ours:
  empty: 'No products available at the moment.',
  notFound: 'Product not found.',
  fetchFailed: 'Failed to fetch products',
} as const;
