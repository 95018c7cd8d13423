/** The home words of the public site (English; French in fr/home.ts, ADR 085). */
export const homeWords = {} as const;
