import { describe, expect, it } from 'vitest';
import {
  MARGIN,
  measureText,
  PAGE_WIDTH,
  PdfDocument,
  toWinAnsi,
  wrapWinAnsi,
} from '../../../functions/src/lib/pdf';

/** The file as one byte a character, as its offsets count. */
const latin1 = (pdf: Buffer) => pdf.toString('latin1');

/** The xref table's offsets, by object number, read back from the file as a reader would. */
function xrefOffsets(file: string): { offsets: Map<number, number>; size: number } {
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(file)?.[1]);
  expect(file.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(file.slice(startxref))!;
  const entriesAt = file.indexOf('\n', file.indexOf('\n', startxref) + 1) + 1;
  const offsets = new Map<number, number>();
  for (let i = 0; i < Number(count); i++) {
    const entry = file.slice(entriesAt + i * 20, entriesAt + (i + 1) * 20);
    expect(entry).toMatch(/^\d{10} \d{5} [nf] \n$/);
    if (entry[17] === 'n') offsets.set(Number(first) + i, Number(entry.slice(0, 10)));
  }
  const size = Number(/\/Size (\d+)/.exec(file.slice(startxref))?.[1]);
  return { offsets, size };
}

const pageCount = (file: string) => (file.match(/\/Type \/Page\b(?!s)/g) ?? []).length;

/** The text shown by each Tj of every content stream, as WinAnsi bytes (escapes undone). */
function shownText(file: string): string[] {
  const shown: string[] = [];
  for (const [, stream] of file.matchAll(/stream\n([\s\S]*?)\nendstream/g)) {
    for (const [, text] of stream!.matchAll(/\(((?:\\.|[^\\)])*)\) Tj/g)) {
      shown.push(text!.replace(/\\(.)/g, '$1'));
    }
  }
  return shown;
}

const lorem =
  'Le courtier vérifie l’identité de chaque demandeur, conserve le dossier cinq ans et répond aux « questions » ' +
  'du prêteur (avec patience) dans les deux langues officielles du Canada.';

describe('PdfDocument: a small PDF writer', () => {
  it('writes a PDF 1.4 file whose xref offsets each point at their object', () => {
    const pdf = new PdfDocument({ title: 'File of Jane Doe', footer: 'Maplestone' })
      .title('Borrower file')
      .heading('Applicants')
      .keyValue('Name', 'Jane Doe')
      .paragraph(lorem)
      .toBuffer();
    const file = latin1(pdf);
    expect(file.startsWith('%PDF-1.4\n')).toBe(true);
    expect(file.endsWith('%%EOF\n')).toBe(true);
    const { offsets, size } = xrefOffsets(file);
    expect(offsets.size).toBe(size - 1);
    for (const [id, offset] of offsets) {
      expect(file.slice(offset, offset + `${id} 0 obj\n`.length)).toBe(`${id} 0 obj\n`);
    }
  });

  it('gives each stream its exact length', () => {
    const file = latin1(new PdfDocument({ title: 't' }).paragraph(lorem).toBuffer());
    for (const match of file.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
      const start = match.index! + match[0].length;
      expect(file.slice(start + Number(match[1]!), start + Number(match[1]!) + 10)).toBe('\nendstream');
    }
  });

  it('adds pages as the content grows, and numbers them', () => {
    const short = new PdfDocument({ title: 't' }).paragraph(lorem);
    expect(pageCount(latin1(short.toBuffer()))).toBe(1);

    const long = new PdfDocument({ title: 't', pageLabel: (page, total) => `Page ${page} of ${total}` });
    for (let i = 0; i < 60; i++) long.heading(`Section ${i + 1}`).paragraph(lorem);
    const file = latin1(long.toBuffer());
    expect(long.pageCount).toBeGreaterThan(3);
    expect(pageCount(file)).toBe(long.pageCount);
    expect(file).toContain(`/Count ${long.pageCount}`);
    expect(shownText(file)).toContain(`Page ${long.pageCount} of ${long.pageCount}`);
    // Every heading made it onto some page.
    expect(shownText(file)).toContain('Section 60');
  });

  it('writes French text as WinAnsi bytes under WinAnsiEncoding', () => {
    const pdf = new PdfDocument({ title: 'Dossier' })
      .heading('Pièce d’identité')
      .keyValue('Déclaration', '« Été » à Montréal, ça côté')
      .toBuffer();
    const file = latin1(pdf);
    expect(file).toContain('/Encoding /WinAnsiEncoding');
    // é is byte 0xE9, ’ 0x92, « 0xAB, » 0xBB, à 0xE0, ç 0xE7, ô 0xF4: one byte each, not UTF-8.
    expect(pdf.includes(Buffer.from([0x50, 0x69, 0xe8, 0x63, 0x65, 0x20, 0x64, 0x92, 0x69]))).toBe(true);
    const shown = shownText(file);
    expect(shown).toContain('Pi\xe8ce d\x92identit\xe9');
    expect(shown).toContain('\xab \xc9t\xe9 \xbb \xe0 Montr\xe9al, \xe7a c\xf4t\xe9');
    expect(pdf.includes(Buffer.from('Ã©', 'utf8'))).toBe(false);
  });

  it('escapes parentheses and backslashes in shown text', () => {
    const file = latin1(new PdfDocument({ title: 't' }).paragraph('a (b) c\\d').toBuffer());
    expect(file).toContain('(a \\(b\\) c\\\\d) Tj');
    expect(shownText(file)).toContain('a (b) c\\d');
  });

  it('keeps every line within the margins, by the fonts’ widths', () => {
    const width = PAGE_WIDTH - MARGIN.left - MARGIN.right;
    const lines = wrapWinAnsi(toWinAnsi(`${lorem} ${'x'.repeat(300)}`), 'regular', 10, width);
    expect(lines.length).toBeGreaterThan(3);
    for (const line of lines) expect(measureText(line, 'regular', 10)).toBeLessThanOrEqual(width);
    // A reference value: "Hello" in Helvetica at 10 pt is (722 + 556 + 222 + 222 + 556) / 100 points.
    expect(measureText('Hello', 'regular', 10)).toBeCloseTo(22.78, 2);
    expect(measureText('Hello', 'bold', 10)).toBeCloseTo(24.45, 2);
  });
});

describe('toWinAnsi', () => {
  it.each([
    ['plain ASCII', 'Jane Doe', 'Jane Doe'],
    ['Latin-1 accents', 'éèàçô', '\xe9\xe8\xe0\xe7\xf4'],
    ['typographic quotes and dashes', '’ “ ” – — …', '\x92 \x93 \x94 \x96 \x97 \x85'],
    ['the euro sign and œ', '€ œuvre', '\x80 \x9cuvre'],
    ['a narrow no-break space (fr-CA amounts)', '1\u202f000', '1\xa0000'],
    ['decomposed accents composed first', 'e\u0301te\u0301', '\xe9t\xe9'],
    ['a letter WinAnsi lacks: its base letter', 'Dvořák ă', 'Dvor\xe1k a'],
    ['what has no equivalent', '中', '?'],
    ['line breaks and tabs as spaces; controls dropped', 'a\nb\tc\u0007', 'a b c'],
  ])('%s', (_, input, expected) => {
    expect(toWinAnsi(input)).toBe(expected);
  });
});
