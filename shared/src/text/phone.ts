/**
 * Phone numbers as people mean them and as staff read them (issue 35): visitors type them any way
 * ('4165550123', '416.555.0123', '+1 (416) 555-0123 ext 12'); the record keeps what was typed.
 */

/** A number's digits without the North American trunk 1: '+1 416 555 0100' and '416-555-0100' are one number. */
export function nationalDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
}

/** An extension at the end: 'x12', 'ext 12', 'ext. 12', 'extension 12', '#12'. */
const EXTENSION = /\s*(?:x|ext\.?|extension|#)\s*(\d{1,6})\s*$/i;

/**
 * A North American number as '(416) 555-0123' (an extension as ' ext. 12'); anything else (an overseas
 * number, too few digits) as it was typed, trimmed.
 */
export function formatPhone(phone: string): string {
  const typed = phone.trim();
  const extension = EXTENSION.exec(typed);
  const base = extension ? typed.slice(0, extension.index) : typed;
  // '+' names a country: only +1 is North American ('+49 30 123456' has ten digits too).
  const international = base.startsWith('+') && !base.replace(/\D/g, '').startsWith('1');
  const number = nationalDigits(base);
  if (international || number.length !== 10) return typed;
  const formatted = `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`;
  return extension ? `${formatted} ext. ${extension[1]}` : formatted;
}
