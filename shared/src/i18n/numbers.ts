import type { Locale } from './locale';

/**
 * A number as a person types it in a form (ADR 085): in French the comma is the decimal mark and spaces group
 * thousands ('4,74', '500 000'), and the point is accepted too ('4.74'); in English commas group thousands
 * ('500,000'). Blank, or anything else, is NaN: the caller's schema says what is wrong.
 */
export function parseDecimal(text: string, locale: Locale): number {
  const compact = text
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(/^\$|\$$/g, '');
  if (compact === '') return Number.NaN;
  const normalized =
    locale === 'fr'
      ? // '1.234,5' is not a French number, but '4,74' and '4.74' both are.
        compact.includes(',') && compact.includes('.')
        ? Number.NaN
        : compact.replace(',', '.')
      : /^[-+]?\d{1,3}(,\d{3})+(\.\d*)?$/.test(compact)
        ? compact.replace(/,/g, '')
        : compact;
  if (typeof normalized !== 'string' || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(normalized)) return Number.NaN;
  return Number(normalized);
}
