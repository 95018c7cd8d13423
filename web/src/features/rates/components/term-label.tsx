import { domainWords } from '@maplestone/shared/i18n/en/domain';
import { useCallback } from 'react';
import { useWords } from '../../../lib/i18n';

/**
 * A term as the page's language shows it: '5 year' → '5-Year' / '5 ans'; with its type, '5-Year Fixed' /
 * '5 ans, fixe'. The stored values ('5 year', 'fixed') never change with the language.
 */
export function useTermLabel(): (term: string, rateType?: string) => string {
  const d = useWords('domain', domainWords);
  return useCallback(
    (term: string, rateType?: string) => {
      const years = Number.parseInt(term, 10);
      if (Number.isNaN(years)) return term;
      if (!rateType) return d.term(years);
      const type = rateType === 'fixed' || rateType === 'variable' ? d.rateTypes[rateType] : rateType;
      return d.termWithType(years, type);
    },
    [d],
  );
}
