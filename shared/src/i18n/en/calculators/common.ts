/** The area's top-level words that are not a piece of their own (the catalogue's `common`). */
export const calculatorsCommonWords = {
  /** Every calculator page's eyebrow. */
  eyebrow: 'Calculators',
  /** 'Monthly payment': a payment's label by its frequency (domain's label: 'Monthly', 'Bi-weekly'…). */
  paymentAt: (frequency: string) => `${frequency} payment`,
  /** A duration that may have a decimal (paid off in 24.5 years). */
  years: (count: number) => `${count} ${count === 1 ? 'year' : 'years'}`,
} as const;
