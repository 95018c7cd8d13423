export const peopleFindBrokerWords = {
  eyebrow: 'Our team',
  /** The page's lead paragraph, which is also its description in search results. */
  lead: 'Licensed brokers who know your province, your lenders and your options. Pick one to see their rates, reviews and how to reach them.',
  points: [
    'Licensed in their province, with yearly continuing education',
    'Rates compared across 40+ banks, credit unions and monolines',
    'Paid by the lender: no fee for most borrowers',
  ],
} as const;
