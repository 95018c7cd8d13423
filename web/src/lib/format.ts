import { LANGUAGE_TAGS, type Locale } from '@maplestone/shared/i18n/locale';
import { formatCad } from '@maplestone/shared/mortgage/money';
import { formatRate } from '@maplestone/shared/rates/format-rate';
import { numberFormat } from '@maplestone/shared/text/intl';
import { formatDate } from '@maplestone/shared/text/text';
import { useMemo } from 'react';
import { useLocale } from './i18n';

/** Money, rates, numbers and dates in the page's language, through Intl (en-CA, fr-CA). */
export function useFormat() {
  const locale = useLocale();
  return useMemo(() => formatsFor(locale), [locale]);
}

export function formatsFor(locale: Locale) {
  const tag = LANGUAGE_TAGS[locale];
  return {
    locale,
    /** '$2,326.42' / '2 326,42 $'; decimals 0 for '$500,000' / '500 000 $'. */
    money: (amount: number, decimals?: number) => formatCad(amount, { decimals, locale }),
    /** '4.74%' / '4,74 %'. */
    rate: (ratePct: number) => formatRate(ratePct, 'public', locale),
    number: (value: number, options?: Intl.NumberFormatOptions) => numberFormat(options, tag).format(value),
    /** 'Mar 5, 2024' / '5 mars 2024'; long: 'March 5, 2024' / '5 mars 2024'. */
    date: (value: string | number | Date, style: 'short' | 'long' = 'short') =>
      formatDate(value, style, locale),
  };
}

export type Formats = ReturnType<typeof formatsFor>;
