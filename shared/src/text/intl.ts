/**
 * Intl formatters built on first use and kept. Building one costs tens of milliseconds in a phone's
 * browser, so a module that built its formatters at import made every page that imports it pay
 * before its first paint, formatted or not (issue 16).
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) {
    formatter = make();
    formatters.set(key, formatter);
  }
  return formatter;
}

/** An Intl.NumberFormat for these options, the same object on every call. */
export function numberFormat(options: Intl.NumberFormatOptions = {}, locale = 'en-CA'): Intl.NumberFormat {
  return cached(`n|${locale}|${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));
}

/** An Intl.DateTimeFormat for these options, the same object on every call. */
export function dateTimeFormat(
  options: Intl.DateTimeFormatOptions = {},
  locale = 'en-CA',
): Intl.DateTimeFormat {
  return cached(`d|${locale}|${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));
}
