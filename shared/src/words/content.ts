/** The content words of the public site (English; French in fr/content.ts, ADR 085). */
export const contentWords = {} as const;
