import { LANGUAGE_TAGS, type Locale } from '../i18n/locale';
import { numberFormat } from '../text/intl';

const rateFormats = {
  public: {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  },
  admin: {
    style: 'unit',
    unit: 'percent',
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
    useGrouping: false,
  },
} as const satisfies Record<string, Intl.NumberFormatOptions>;

/**
 * '4.79%' on the public site (2 decimals), '4.790%' in the admin panel (3 decimals); in French '4,79 %'.
 * NaN shows '—'.
 */
export function formatRate(
  ratePct: number,
  style: 'public' | 'admin' = 'public',
  locale: Locale = 'en',
): string {
  if (typeof ratePct !== 'number' || !Number.isFinite(ratePct)) return '—';
  // The percent unit, not the percent style: the style multiplies by 100, and 4.745 / 100 rounds the other way.
  return numberFormat(rateFormats[style], LANGUAGE_TAGS[locale]).format(ratePct === 0 ? 0 : ratePct);
}
