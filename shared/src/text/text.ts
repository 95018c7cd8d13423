import { LANGUAGE_TAGS, type Locale } from '../i18n/locale';
/** Text rules of the specs: slugs, excerpts, read time, initials, dates. */

import { brand } from '../brand';
import { dateTimeFormat } from './intl';

/** Removes accents (é → e) so French names and titles give readable slugs. */
export function foldAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

export const MAX_POST_SLUG_LENGTH = 100;
export const MAX_PROFILE_SLUG_LENGTH = 60;

/**
 * Post slug from a title: lowercase, every run of non-alphanumerics becomes one hyphen, hyphens
 * trimmed from both ends (accents folded first; at most 100 characters).
 * 'Top 5 Tips: First-Time Buyers!' → 'top-5-tips-first-time-buyers'.
 */
export function slugifyTitle(title: string): string {
  return foldAccents(title)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_POST_SLUG_LENGTH)
    .replace(/^-+|-+$/g, '');
}

/** Profile slug: lowercase, only a-z and 0-9 kept (accents folded first). 'Jean-Luc Côté' → 'jeanluccote'. */
export function normalizeProfileSlug(value: string): string {
  return foldAccents(value)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(0, MAX_PROFILE_SLUG_LENGTH);
}

export const EXCERPT_LENGTH = 150;

/** The blog excerpt fallback: the first 150 characters of the content (whole characters, trimmed). */
export function excerptOf(content: string): string {
  return Array.from(content.trim()).slice(0, EXCERPT_LENGTH).join('').trimEnd();
}

export const WORDS_PER_MINUTE = 200;

/** Minutes to read: ceil(words / 200), at least 1 for any text, 0 for none. */
export function readTime(summary: string): number {
  const words = summary.trim().split(/\s+/).filter(Boolean).length;
  return words === 0 ? 0 : Math.ceil(words / WORDS_PER_MINUTE);
}

/** Title case for names: 'jean-luc o\'brien' → "Jean-Luc O'Brien". */
export function titleCase(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/(^|[\s'’-])(\p{L})/gu, (_, sep: string, ch: string) => sep + ch.toUpperCase());
}

/** Avatar fallback: the first letters of the first and last words, upper-case ('Jane Doe' → 'JD'). */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Cuts a string to `max` characters, reporting whether anything was lost. */
export function truncate(value: string, max: number): { value: string; truncated: boolean } {
  const chars = Array.from(value);
  return chars.length <= max
    ? { value, truncated: false }
    : { value: chars.slice(0, max).join(''), truncated: true };
}

const dateFormats = {
  /** 'Mar 5, 2024' (news cards, blog list). */
  short: { month: 'short', day: 'numeric', year: 'numeric', timeZone: brand.timeZone },
  /** 'March 5, 2024' (blog post). */
  long: { month: 'long', day: 'numeric', year: 'numeric', timeZone: brand.timeZone },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/** Formats an ISO date or Date in Toronto time; an invalid date gives ''. */
export function formatDate(
  value: string | number | Date,
  style: 'short' | 'long' = 'short',
  locale: Locale = 'en',
): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime())
    ? ''
    : dateTimeFormat(dateFormats[style], LANGUAGE_TAGS[locale]).format(date);
}
