import { commonWords } from '../common';
import { termWords } from '../terms';
/** The rates board: its controls, the cards, the notes around them. */
export const ratesBoardWords = {
  rateType: termWords.rateType,
  province: termWords.province,
  tryAgain: commonWords.tryAgain,
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
} as const;
