/** The calculators words of the public site (English; French in fr/calculators.ts, ADR 085). */
export const calculatorsWords = {} as const;
