/** The area's top-level words that are not a piece of their own (the catalogue's `common`). */
export const ratesCommonWords = {
  /** The rate alert form's term choices ('5 year'), as the form has always shown them. */
  alertTerm: (years: number) => `${years} year`,
  // Worded by the spec (docs: public-site.md) unless marked ours:
  bestRateToday: 'Best Rate Today',
  title: "Today's Best Mortgage Rates",
  note: 'Rates may vary provincially and are subject to change without notice OAC.',
  // Worded by the spec (docs: public-site.md) unless marked ours:
  noFixedRates: 'No fixed rates available',
  noVariableRates: 'No variable rates available',
  noRates: (type: 'fixed' | 'variable') => `No ${type} rates available`,
  fetchFailed: 'Failed to fetch rates',
} as const;
