import { LANGUAGE_TAGS } from '@maplestone/shared/i18n/locale';
import { dateTimeFormat, numberFormat } from '@maplestone/shared/text/intl';
import { useMemo } from 'react';
import { formatsFor } from '../../lib/format';
import { useLocale } from '../../lib/i18n';

/** The portal's formats in the page's language: money in CAD, dates, a signature's date and time, file sizes. */
export function usePortalFormat() {
  const locale = useLocale();
  return useMemo(() => {
    const tag = LANGUAGE_TAGS[locale];
    const base = formatsFor(locale);
    return {
      ...base,
      /** 'November 28, 2026 at 2:05 p.m.' / '28 novembre 2026 à 14 h 05'. */
      dateTime: (iso: string) =>
        dateTimeFormat({ dateStyle: 'long', timeStyle: 'short' }, tag).format(new Date(iso)),
      /** '312 KB', '1.2 MB' / '312 ko', '1,2 Mo'. */
      size: (bytes: number) => {
        const [unit, value] =
          bytes < 1024 * 1024
            ? (['kilobyte', bytes / 1024] as const)
            : (['megabyte', bytes / 1024 / 1024] as const);
        return numberFormat({ style: 'unit', unit, maximumFractionDigits: 1 }, tag).format(value);
      },
    };
  }, [locale]);
}

export type PortalFormats = ReturnType<typeof usePortalFormat>;
