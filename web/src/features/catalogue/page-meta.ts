import { type DocumentMeta, pageTitle, summaryOf } from '../../lib/document-meta';
import { breadcrumbJsonLd, productJsonLd, serviceJsonLd } from '../../lib/structured-data';

/** What every product and service has, which the catalogue's pages and their heads read. */
export interface CatalogueItem {
  id: string;
  name: string;
  description?: string | null;
  content?: string | null;
  image_url?: string | null;
  /** A product's price (services have none). */
  price?: number | null;
}

/**
 * The head of a product's or a service's page: its name, description (or the start of its text), image,
 * the item itself (a FinancialProduct or a Service, with what the page shows: ADR 103) and breadcrumbs under
 * its list; the list's title while it loads; nothing once it is known not to exist. `list.title` and
 * `list.eyebrow` are in the page's language, and `to` gives the paths in it (useLocalizedPath).
 */
export function catalogueItemMeta(
  item: CatalogueItem | null | undefined,
  list: { title: string; path: '/products' | '/services'; eyebrow?: string },
  to: (path: string) => string = (path) => path,
  /** The first crumb in the page's language ('Accueil' on a French page). */
  homeName = 'Home',
): DocumentMeta | null {
  if (item === undefined) return { title: pageTitle(list.title) };
  if (item === null) return null;
  const path = `${list.path}/${encodeURIComponent(item.id)}`;
  const description = item.description || (item.content ? summaryOf(item.content) : null);
  return {
    title: pageTitle(item.name),
    description,
    image: item.image_url,
    canonicalPath: path,
    jsonLd: (siteUrl) => [
      list.path === '/products'
        ? productJsonLd(siteUrl, { ...item, description }, to(path), list.eyebrow)
        : serviceJsonLd(siteUrl, { ...item, description }, to(path)),
      breadcrumbJsonLd(
        siteUrl,
        [
          { name: list.title, path: to(list.path) },
          { name: item.name, path: to(path) },
        ],
        { name: homeName, path: to('/') },
      ),
    ],
  };
}
