/**
 * A text with fr-CA's spaces (the no-break and narrow no-break spaces Intl puts before '$', '%' and ':') as plain
 * spaces, to compare with what a test writes.
 */
export const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
