/** The area's top-level words that are not a piece of their own (the catalogue's `common`). */
export const ratesCommonWords = {
  /** The rate alert form's term choices ('5 year'), as the form has always shown them. */
  alertTerm: (years: number) => `${years} year`,
} as const;
