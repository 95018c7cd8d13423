/**
 * ours: the words of the rates pages beside the spec's (messages.ts), the rate history's (rate-history-messages.ts)
 * and the rate alerts' (rate-alert-messages.ts): /rates, the rates board (home, agent page, /rates) and the best
 * rate badge. English; French in fr/rates.ts (ADR 085).
 */
export const ratesWords = {
  /** /rates: its lead (also its description in search results) and the two notes under the board. */
  page: {
    lead: "Our discounted broker rates next to the big banks' posted rates, for every province and territory.",
    fixedTitle: 'Fixed rates',
    fixedBody:
      'Your rate and payment stay the same for the whole term. Fixed rates follow Government of Canada bond yields, and suit borrowers who value certainty.',
    variableTitle: 'Variable rates',
    variableBody:
      "Your rate moves with lenders' prime rate, which follows the Bank of Canada. Variable mortgages usually carry lower penalties if you need to break them early.",
  },
  /** The rates board: its controls, the cards, the notes around them. */
  board: {
    rateType: 'Rate type',
    province: 'Province',
    tryAgain: 'Try again',
    /** A province with none of this type today: the National ones are shown. `province` as shown. */
    nationalFallback: (type: 'fixed' | 'variable', province: string) =>
      `Showing National ${type} rates: none are published for ${province} today.`,
    lastUpdated: 'Last updated:',
    lowestRate: 'Lowest rate',
    /** Before the bank's posted rate, struck through. */
    bankPosted: 'Bank posted',
    /** `amount`: the saving, a formatted rate. */
    save: (amount: string) => `Save ${amount}`,
    nationalRate: 'National rate',
    getThisRate: 'Get this rate',
    /** `term`: '5-Year Fixed'; `rate`: a formatted rate. */
    getThisRateLabel: (term: string, rate: string) => `Get this rate: ${term} ${rate}`,
  },
  /** The rate alert form's term choices ('5 year'), as the form has always shown them. */
  alertTerm: (years: number) => `${years} year`,
} as const;
