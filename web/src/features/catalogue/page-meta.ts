import type { Locale } from '@maplestone/shared/i18n/locale';
import type { Shown } from '@maplestone/shared/i18n/written';
import { type DocumentMeta, pageTitle, summaryOf } from '../../lib/document-meta';
import { breadcrumbJsonLd, productJsonLd, serviceJsonLd } from '../../lib/structured-data';
import { type CatalogueItem, shownItem } from './shown-item';

/**
 * The head of a product's or a service's page: its name, description (or the start of its text), image,
 * the item itself (a FinancialProduct or a Service, with what the page shows: ADR 103) and breadcrumbs under
 * its list; the list's title while it loads; nothing once it is known not to exist. `list.title`, `list.lead` and
 * `list.eyebrow` are in the page's language, and `to` gives the paths in it (useLocalizedPath).
 *
 * A head cannot mark text as English (issue 37): on a French page the description is the item's French (its
 * description, else the start of its French text), else the list's lead; the item's JSON-LD leaves out a
 * description it has only in English. Its name is shown as it is, French or English.
 */
export function catalogueItemMeta(
  item: CatalogueItem | null | undefined,
  list: { title: string; path: '/products' | '/services'; eyebrow?: string; lead?: string },
  to: (path: string) => string = (path) => path,
  /** The first crumb in the page's language ('Accueil' on a French page). */
  homeName = 'Home',
  locale: Locale = 'en',
): DocumentMeta | null {
  if (item === undefined) return { title: pageTitle(list.title) };
  if (item === null) return null;
  const path = `${list.path}/${encodeURIComponent(item.id)}`;
  const words = shownItem(item, locale);
  const inPageLanguage = (shown: Shown<string | null>) => (shown.lang === locale ? shown.value : null);
  const content = inPageLanguage(words.content);
  const description = inPageLanguage(words.description) || (content ? summaryOf(content) : null);
  const name = words.name.value;
  return {
    title: pageTitle(name),
    description: description ?? (locale === 'fr' ? list.lead : null),
    image: item.image_url,
    canonicalPath: path,
    jsonLd: (siteUrl) => [
      list.path === '/products'
        ? productJsonLd(siteUrl, { ...item, name, description }, to(path), list.eyebrow)
        : serviceJsonLd(siteUrl, { ...item, name, description }, to(path)),
      breadcrumbJsonLd(
        siteUrl,
        [
          { name: list.title, path: to(list.path) },
          { name, path: to(path) },
        ],
        { name: homeName, path: to('/') },
      ),
    ],
  };
}
