/** /rates: its lead (also its description in search results) and the two notes under the board. */
export const ratesPageWords = {
  lead: "Our discounted broker rates next to the big banks' posted rates, for every province and territory.",
  fixedTitle: 'Fixed rates',
  fixedBody:
    'Your rate and payment stay the same for the whole term. Fixed rates follow Government of Canada bond yields, and suit borrowers who value certainty.',
  variableTitle: 'Variable rates',
  variableBody:
    "Your rate moves with lenders' prime rate, which follows the Bank of Canada. Variable mortgages usually carry lower penalties if you need to break them early.",
  // Worded by the spec (docs: public-site.md) unless marked ours:
  title: "Today's Mortgage Rates",
} as const;
