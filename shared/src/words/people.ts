/** The people words of the public site (English; French in fr/people.ts, ADR 085). */
export const peopleWords = {} as const;
