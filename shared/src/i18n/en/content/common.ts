import { commonWords } from '../common';
/** The area's top-level words that are not a piece of their own (the catalogue's `common`). */
export const contentCommonWords = {
  tryAgain: commonWords.tryAgain,
  learnMore: 'Learn more',
  /** The call to action beside a product's or a service's page. */
  talkTitle: 'Talk it through with a broker',
  talkLead: 'Free, no-obligation advice from a licensed broker who compares 40+ lenders for you.',
} as const;
