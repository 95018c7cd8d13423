/**
 * ours: the words of the content pages, the spec's among them (marked where they stand): the blog and its posts, the mortgage
 * news, the products and services lists and pages. English; French in fr/content.ts (ADR 085). What agents
 * write (posts, products, services) shows as entered.
 */

export { contentBlogWords } from './content/blog';
export { contentCommonWords } from './content/common';
export { contentNewsWords } from './content/news';
export { contentProductsWords } from './content/products';
export { contentServicesWords } from './content/services';

import type { contentBlogWords } from './content/blog';
import type { contentCommonWords } from './content/common';
import type { contentNewsWords } from './content/news';
import type { contentProductsWords } from './content/products';
import type { contentServicesWords } from './content/services';

/**
 * The content part of the English catalogue (EnglishCatalogue.content), piece by piece: a page imports
 * only the pieces it shows (`useWords('content', '<piece>', english)`).
 */
export interface ContentWords {
  common: typeof contentCommonWords;
  blog: typeof contentBlogWords;
  news: typeof contentNewsWords;
  products: typeof contentProductsWords;
  services: typeof contentServicesWords;
}
