import { parseDecimal } from '@maplestone/shared/i18n/numbers';
import { useMemo } from 'react';
import { useLocale } from './i18n';

/** A number typed in a form, read in the page's language ('4,74' and '4.74' in French): NaN when it is not one. */
export function useParseNumber(): (text: string) => number {
  const locale = useLocale();
  return useMemo(() => (text: string) => parseDecimal(text, locale), [locale]);
}
