import { layoutWords } from '../layout';
/** The area's top-level words that are not a piece of their own (the catalogue's `common`). */
export const calculatorsCommonWords = {
  /** Every calculator page's eyebrow. */
  eyebrow: layoutWords.links.calculators.label,
  /** 'Monthly payment': a payment's label by its frequency (domain's label: 'Monthly', 'Bi-weekly'…). */
  paymentAt: (frequency: string) => `${frequency} payment`,
  /** A duration that may have a decimal (paid off in 24.5 years). */
  years: (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`,
  // Worded by the spec (docs: public-site.md) unless marked ours:
  affordabilityTitle: 'How Much Can I Afford?',
  /** ours (issue 21): the land transfer tax and closing costs calculators' titles */
  landTransferTitle: 'Land transfer tax calculator',
  closingCostsTitle: 'Closing costs calculator',
} as const;
