/** The query key of the signed-in session (guards and the applications page share the entry). */
export const sessionQueryKey = ['session'] as const;
