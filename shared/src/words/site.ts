/** The site words of the public site (English; French in fr/site.ts, ADR 085). */
export const siteWords = {} as const;
