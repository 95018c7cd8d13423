import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { useWords } from '../../lib/i18n';
import type { SelectOption } from '../ui/select';

/**
 * A Select's options for a number of years (an amortization): each year its value ('25') and its label in the
 * page's language ('25 years', '25 ans'), in the order given.
 */
export function useYearOptions(years: readonly number[]): SelectOption[] {
  const d = useWords('domain', domainWords);
  return years.map((y) => ({ value: String(y), label: d.years(y) }));
}
