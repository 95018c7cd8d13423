import type { Locale } from './locale';

/*
 * What staff write (bios, posts, products, services) in both languages (issue 37, ADR 116): each item keeps its
 * French beside its English, in its `fr` fields. A French page shows the French where there is some, else the
 * English, which the page marks lang="en". One way to choose, and one way to say what lacks French.
 */

/** A text as a page shows it: its words, and the language they are in. */
export interface Shown<T> {
  value: T;
  lang: Locale;
}

const hasWords = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 : typeof value === 'string' && value.trim() !== '';

/** The French where the page is French and there is some; else the English, said to be English. */
export function shownIn<T>(locale: Locale, english: T, french: T | null | undefined): Shown<T> {
  return locale === 'fr' && hasWords(french)
    ? { value: french as T, lang: 'fr' }
    : { value: english, lang: 'en' };
}

/** The kinds of item whose words staff write; each is counted apart in "what lacks French". */
export const WRITTEN_KINDS = ['agent', 'post', 'product', 'service'] as const;
export type WrittenKind = (typeof WRITTEN_KINDS)[number];

type Words = string | readonly string[] | null | undefined;
// A type, not an interface: a stored item (a record of any attributes) must be one.
type CatalogueWords = {
  name: string;
  description?: string | null;
  content?: string | null;
  features?: readonly string[] | null;
  fr?: {
    name?: string | null;
    description?: string | null;
    content?: string | null;
    features?: Words;
  } | null;
};

/** Each text the item shows the public, with its French: [English, French]. */
const WRITTEN_PAIRS = {
  agent: (agent: { bio?: string | null; fr?: { bio?: string | null } | null }): [Words, Words][] => [
    [agent.bio, agent.fr?.bio],
  ],
  // A post's French version is whole or absent: its title stands for it.
  post: (post: { title: string; fr?: { title: string } | null }): [Words, Words][] => [
    [post.title, post.fr?.title],
  ],
  product: (item: CatalogueWords): [Words, Words][] => [
    [item.name, item.fr?.name],
    [item.description, item.fr?.description],
    [item.content, item.fr?.content],
  ],
  service: (item: CatalogueWords): [Words, Words][] => [
    [item.name, item.fr?.name],
    [item.description, item.fr?.description],
    [item.content, item.fr?.content],
    [item.features, item.fr?.features],
  ],
};

export type WrittenItem<K extends WrittenKind> = Parameters<(typeof WRITTEN_PAIRS)[K]>[0];

/**
 * Whether a French page would show some of the item's words in English: a text it has in English and not in
 * French (a bio; a post with no French version; a product's or service's name, description, content, features).
 */
export function lacksFrench<K extends WrittenKind>(kind: K, item: WrittenItem<K>): boolean {
  const pairs = (WRITTEN_PAIRS[kind] as (item: WrittenItem<K>) => [Words, Words][])(item);
  return pairs.some(([english, french]) => hasWords(english) && !hasWords(french));
}
