import { PROVINCES, type ProvinceCode, type ProvinceName } from '../../rates/provinces';

/**
 * ours: how the domain's values read on the public site (issue 20): province and territory names, rate types,
 * terms, payment frequencies. The values themselves ('Ontario', 'fixed', '5 year', 'bi-weekly') are what the API
 * and the table store, in every language; only these labels change. French in fr/domain.ts.
 */
export const domainWords = {
  /** By province code: the stored names themselves (PROVINCES). */
  provinces: Object.fromEntries(PROVINCES.map(({ code, name }) => [code, name])) as {
    readonly [Code in ProvinceCode]: ProvinceName;
  },
  national: 'National',
  rateTypes: { fixed: 'Fixed', variable: 'Variable' },
  /** '5 year' → '5-Year'; with its type, '5-Year Fixed'. */
  term: (years: number) => `${years}-Year`,
  termWithType: (years: number, type: string) => `${years}-Year ${type}`,
  /** '5 years', '1 year' (amortization, durations). */
  years: (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`,
  frequencies: {
    monthly: 'Monthly',
    'semi-monthly': 'Semi-monthly',
    'bi-weekly': 'Bi-weekly',
    'accelerated-bi-weekly': 'Rapid bi-weekly',
    weekly: 'Weekly',
    'accelerated-weekly': 'Rapid weekly',
  },
  phoneTypes: { Mobile: 'Mobile', Work: 'Work', Residential: 'Residential' },
} as const;
