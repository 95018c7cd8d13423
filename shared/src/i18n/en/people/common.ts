import { commonWords } from '../common';
/** The area's top-level words that are not a piece of their own (the catalogue's `common`). */
export const peopleCommonWords = {
  tryAgain: commonWords.tryAgain,
  website: 'Website',
  /** An action's accessible name with whom it is for: 'View Profile: Sarah Chen'. */
  actionFor: (action: string, name: string) => `${action}: ${name}`,
  // Worded by the spec (docs: public-site.md) unless marked ours:
  brokerRole: 'Mortgage Broker',
} as const;
