export const peopleTestimonialsWords = {
  rated: (rating: number) => `Rated ${rating} out of 5`,
  /** A client's words (shown as they wrote them) in the language's quotation marks. */
  quoted: (text: string) => `“${text}”`,
} as const;
