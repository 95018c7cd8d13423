/** The rates words of the public site (English; French in fr/rates.ts, ADR 085). */
export const ratesWords = {} as const;
