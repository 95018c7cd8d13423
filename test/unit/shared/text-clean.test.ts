import { cleanText } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';

describe('cleanText', () => {
  it.each([
    ['a right-to-left override', 'Invoice\u202Efdp.exe', 'Invoicefdp.exe'],
    [
      'every embedding, override and isolate',
      'a\u202Ab\u202Bc\u202Cd\u202De\u202Ef\u2066g\u2067h\u2068i\u2069',
      'abcdefghi',
    ],
    ['NUL', 'Jane\u0000 Doe', 'Jane Doe'],
    ['an escape sequence', '\u001B[31mRed\u001B[0m', '[31mRed[0m'],
    ['backspace and DEL', 'ab\u0008c\u007F', 'abc'],
    ['C1 controls', 'x\u0080y\u009Bz', 'xyz'],
    ['a byte-order mark', '\uFEFFHello', 'Hello'],
    ['a lone high surrogate', 'a\uD800b', 'ab'],
    ['a lone low surrogate', 'a\uDC00b', 'ab'],
  ])('removes %s', (_, input, output) => {
    expect(cleanText(input)).toBe(output);
    expect(cleanText(input, { multiline: true })).toBe(output);
  });

  it.each([
    ['French', 'Hélène Côté-Lévesque'],
    ['Hebrew', 'דוד כהן'],
    ['Arabic with a right-to-left mark', 'محمد علي\u200F (Toronto)'],
    ['a left-to-right mark', 'שרה\u200E 2'],
    ['an Arabic letter mark', 'سارة\u061C 3'],
    ['an emoji family (zero-width joiners)', 'The 👨‍👩‍👧 Tremblays'],
    ['a flag and a skin tone', '🇨🇦 👋🏽'],
    ['a Persian zero-width non-joiner', 'می‌خواهم'],
    ['a variation selector', '❤️'],
    ['Chinese', '李小龙'],
  ])('keeps %s as it is', (_, text) => {
    expect(cleanText(text)).toBe(text);
  });

  it('composes accents (NFC), so a name typed on a Mac equals the same name typed elsewhere', () => {
    expect(cleanText('He\u0301le\u0300ne')).toBe('Hélène');
  });

  it('keeps tabs and line feeds in multi-line text, reading every other line break as a line feed', () => {
    expect(cleanText('a\r\nb\rc\u2028d\u2029e\u0085f\vg\fh\ti\nj', { multiline: true })).toBe(
      'a\nb\nc\nd\ne\nf\ng\nh\ti\nj',
    );
  });

  it('turns tabs and line breaks into spaces in single-line text (no header can be smuggled in)', () => {
    expect(cleanText('Jane\r\nBcc: x@example.com\tDoe')).toBe('Jane Bcc: x@example.com Doe');
    expect(cleanText('a\u2028b\u0085c')).toBe('a b c');
  });
});
