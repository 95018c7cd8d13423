export const peopleFindBrokerWords = {
  eyebrow: 'Our team',
  /** The page's lead paragraph, which is also its description in search results. */
  lead: 'Licensed brokers who know your province, your lenders and your options. Pick one to see their rates, reviews and how to reach them.',
  points: [
    'Licensed in their province, with yearly continuing education',
    'Rates compared across 40+ banks, credit unions and monolines',
    'Paid by the lender: no fee for most borrowers',
  ],
  // Worded by the spec (docs: public-site.md) unless marked ours:
  findTitle: 'Find Your Mortgage Broker',
  loading: 'Loading brokers...',
  empty: 'No brokers available at the moment.',
  loadFailed: 'Failed to load brokers',
  viewProfile: 'View Profile',
} as const;
