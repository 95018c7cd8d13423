/**
 * Free text as people mean it (ADR 060): what a reader cannot see, or what makes a reader see
 * something else, is removed from every free-text field by the shared schemas, in the browser and the
 * API alike.
 *
 * Removed: C0 and C1 control characters and DEL (NUL, ESC, backspace...); the bidi embeddings,
 * overrides and isolates (U+202A–U+202E, U+2066–U+2069) that can show 'Invoice‮fdp.exe' as
 * 'Invoiceexe.pdf' in an e-mail subject; U+FEFF (a stray byte-order mark); lone UTF-16 surrogates.
 * Kept: tab and line feed in multi-line text; the direction marks U+200E, U+200F and U+061C (they
 * only steer neutral characters next to them, and mixed-direction names need them); ZWJ and ZWNJ
 * (emoji sequences, Persian and Indic spelling); variation selectors; accents (composed to NFC).
 */

/** CR LF, lone CR, vertical tab, form feed, NEL, line and paragraph separators: line breaks by another name. */
const OTHER_LINE_BREAKS = /\r\n?|[\v\f\u0085\u2028\u2029]/g;
const TAB_OR_LINE_FEED = /[\t\n]/g;
const INVISIBLE = new RegExp(
  [
    '[\\u0000-\\u0008\\u000B-\\u001F\\u007F-\\u009F]', // C0 (but tab, line feed), DEL, C1
    '[\\u202A-\\u202E\\u2066-\\u2069]', // bidi embeddings, overrides, isolates
    '\\uFEFF',
    '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])', // a high surrogate with no low one after it
    '(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]', // a low surrogate with no high one before it
  ].join('|'),
  'g',
);

/**
 * The text with control and bidi-override characters removed and accents composed (NFC). Single-line
 * text (names, titles, e-mails) gets a space for each tab or line break; multi-line text (messages,
 * bios, post content) keeps tabs and line feeds, every other line break read as a line feed.
 */
export function cleanText(value: string, options: { multiline?: boolean } = {}): string {
  const lines = value.replace(OTHER_LINE_BREAKS, '\n');
  const flat = options.multiline ? lines : lines.replace(TAB_OR_LINE_FEED, ' ');
  return flat.replace(INVISIBLE, '').normalize('NFC');
}
