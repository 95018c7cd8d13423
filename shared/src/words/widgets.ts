/** The widgets words of the public site (English; French in fr/widgets.ts, ADR 085). */
export const widgetsWords = {} as const;
