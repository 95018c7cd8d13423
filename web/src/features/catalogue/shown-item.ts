import type { Locale } from '@maplestone/shared/i18n/locale';
import { shownIn } from '@maplestone/shared/i18n/written';

// Apart from page-meta.ts, so the list pages show an item's words without loading the head's builders.

/** What every product and service has, which the catalogue's pages and their heads read. */
export interface CatalogueItem {
  id: string;
  name: string;
  description?: string | null;
  content?: string | null;
  image_url?: string | null;
  /** A product's price (services have none). */
  price?: number | null;
  /** Its words in French (issue 37), each optional. */
  fr?: { name?: string | null; description?: string | null; content?: string | null } | null;
}

/** The item's words as a page in `locale` shows them: each in French where the page is French and it has some. */
export function shownItem(item: CatalogueItem, locale: Locale) {
  return {
    name: shownIn(locale, item.name, item.fr?.name),
    description: shownIn(locale, item.description ?? null, item.fr?.description),
    content: shownIn(locale, item.content ?? null, item.fr?.content),
  };
}
