/*
 * A small PDF writer, without a dependency (issue 38: the borrower's file as a print-ready PDF). PDF 1.4, US Letter
 * pages, the two standard fonts Helvetica and Helvetica-Bold (every reader has them: nothing is embedded) under
 * WinAnsiEncoding, so French text (é è à ç ô « » ’ …) prints as written. Text is measured with the fonts' own widths
 * (Adobe's AFM metrics) to wrap within the margins; a page ends where the next line would cross the bottom margin;
 * each page is numbered "n / total" at its foot. Streams are not compressed: a file's text can be searched as is.
 *
 * The file is written as a Latin-1 string (one character a byte) so an object's byte offset is its position in it.
 */

/** US Letter, in points (1/72 inch). */
export const PAGE_WIDTH = 612;
export const PAGE_HEIGHT = 792;
export const MARGIN = { top: 60, right: 54, bottom: 60, left: 54 } as const;
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right;

export type PdfFont = 'regular' | 'bold';
const FONT_NAME: Record<PdfFont, string> = { regular: 'F1', bold: 'F2' };

/*
 * The widths of WinAnsi codes 32 to 255 (a thousandth of the font size), from the Adobe Core 14 AFM files.
 * Codes WinAnsi leaves undefined (127, 129, 141, 143, 144, 157) are never emitted.
 */
// biome-ignore format: one row per 16 codes reads as the table it is
const HELVETICA: readonly number[] = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // 32
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 48
  1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // 64
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // 80
  333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // 96
  556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584, 0, // 112
  556, 0, 222, 556, 333, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, // 128
  0, 222, 222, 333, 333, 350, 556, 1000, 333, 1000, 500, 333, 944, 0, 500, 667, // 144
  278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 333, 737, 333, // 160
  400, 584, 333, 333, 333, 556, 537, 278, 333, 333, 365, 556, 834, 834, 834, 611, // 176
  667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // 192
  722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // 208
  556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278, // 224
  556, 556, 556, 556, 556, 556, 556, 584, 611, 556, 556, 556, 556, 500, 556, 500, // 240
];
// biome-ignore format: one row per 16 codes reads as the table it is
const HELVETICA_BOLD: readonly number[] = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, // 32
  556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, // 48
  975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, // 64
  667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, // 80
  333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, // 96
  611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584, 0, // 112
  556, 0, 278, 556, 500, 1000, 556, 556, 333, 1000, 667, 333, 1000, 0, 611, 0, // 128
  0, 278, 278, 500, 500, 350, 556, 1000, 333, 1000, 556, 333, 944, 0, 500, 667, // 144
  278, 333, 556, 556, 556, 556, 280, 556, 333, 737, 370, 556, 584, 333, 737, 333, // 160
  400, 584, 333, 333, 333, 611, 556, 278, 333, 333, 365, 556, 834, 834, 834, 611, // 176
  722, 722, 722, 722, 722, 722, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // 192
  722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611, // 208
  556, 556, 556, 556, 556, 556, 889, 556, 556, 556, 556, 556, 278, 278, 278, 278, // 224
  611, 611, 611, 611, 611, 611, 611, 584, 611, 611, 611, 611, 611, 556, 611, 556, // 240
];
const WIDTHS: Record<PdfFont, readonly number[]> = { regular: HELVETICA, bold: HELVETICA_BOLD };

/** The characters WinAnsi (Windows-1252) places in 128–159, where Latin-1 has control codes. */
const WIN_ANSI_EXTRA: Readonly<Record<number, number>> = {
  8364: 128, // €
  8218: 130, // ‚
  402: 131, // ƒ
  8222: 132, // „
  8230: 133, // …
  8224: 134, // †
  8225: 135, // ‡
  710: 136, // ˆ
  8240: 137, // ‰
  352: 138, // Š
  8249: 139, // ‹
  338: 140, // Œ
  381: 142, // Ž
  8216: 145, // ‘
  8217: 146, // ’
  8220: 147, // “
  8221: 148, // ”
  8226: 149, // •
  8211: 150, // –
  8212: 151, // —
  732: 152, // ˜
  8482: 153, // ™
  353: 154, // š
  8250: 155, // ›
  339: 156, // œ
  382: 158, // ž
  376: 159, // Ÿ
};

/** Characters WinAnsi lacks, written as the nearest it has (French typography's thin spaces, a minus, a ≤). */
const NEAREST: Readonly<Record<number, string>> = {
  8239: '\u00a0', // narrow no-break space (fr-CA numbers, before « : ; »)
  8201: ' ', // thin space
  8199: '\u00a0', // figure space
  8209: '-', // non-breaking hyphen
  8208: '-', // hyphen
  8722: '-', // minus
  8804: '<=',
  8805: '>=',
  8242: "'",
  8243: '"',
};

/** One character's WinAnsi code, or undefined when WinAnsi has no such character. */
function winAnsiCode(codePoint: number): number | undefined {
  if (codePoint >= 0x20 && codePoint <= 0x7e) return codePoint;
  if (codePoint >= 0xa0 && codePoint <= 0xff) return codePoint;
  return WIN_ANSI_EXTRA[codePoint];
}

/**
 * Text as WinAnsi bytes (a Latin-1 string, one character a byte): composed first (NFC), tabs and line breaks become
 * spaces, control characters go, a character WinAnsi lacks becomes its nearest (its letter without accent when it
 * has one, else '?').
 */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const codePoint = char.codePointAt(0)!;
    if (codePoint === 0x09 || codePoint === 0x0a || codePoint === 0x0d) {
      out += ' ';
      continue;
    }
    if (codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0)) continue;
    const code = winAnsiCode(codePoint);
    if (code !== undefined) {
      out += String.fromCharCode(code);
      continue;
    }
    const near = NEAREST[codePoint];
    if (near !== undefined) {
      out += near;
      continue;
    }
    // A letter with marks WinAnsi lacks (ă, ł is not one): its base letter.
    const base = char.normalize('NFD').replace(/\p{M}/gu, '');
    out += [...base].every((c) => winAnsiCode(c.codePointAt(0)!) !== undefined) && base ? base : '?';
  }
  return out;
}

/** The width, in points, of WinAnsi bytes (from toWinAnsi) set in `font` at `size`. */
export function measureWinAnsi(bytes: string, font: PdfFont, size: number): number {
  const widths = WIDTHS[font];
  let total = 0;
  for (let i = 0; i < bytes.length; i++) {
    const code = bytes.charCodeAt(i);
    total += widths[code - 32] ?? 556;
  }
  return (total * size) / 1000;
}

/** The width of text as it would print. */
export function measureText(text: string, font: PdfFont, size: number): number {
  return measureWinAnsi(toWinAnsi(text), font, size);
}

/** A PDF literal string of WinAnsi bytes: backslash and parentheses escaped. */
function literal(bytes: string): string {
  return `(${bytes.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

/**
 * Lines of WinAnsi bytes no wider than `width`: broken at spaces, a word wider than a line broken where it must.
 * Empty text is one empty line.
 */
export function wrapWinAnsi(bytes: string, font: PdfFont, size: number, width: number): string[] {
  const lines: string[] = [];
  const words = bytes.split(' ');
  let line = '';
  const fits = (text: string) => measureWinAnsi(text, font, size) <= width;
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (fits(candidate)) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (rest && !fits(rest)) {
      let cut = rest.length - 1;
      while (cut > 1 && !fits(rest.slice(0, cut))) cut--;
      lines.push(rest.slice(0, cut));
      rest = rest.slice(cut);
    }
    line = rest;
  }
  lines.push(line);
  return lines;
}

/** A point size and a gap after, per kind of text. */
const STYLE = {
  title: { size: 18, font: 'bold', before: 0, after: 6 },
  heading: { size: 13, font: 'bold', before: 14, after: 4 },
  subheading: { size: 11, font: 'bold', before: 8, after: 2 },
  body: { size: 10, font: 'regular', before: 0, after: 0 },
  small: { size: 8, font: 'regular', before: 0, after: 0 },
} as const;
const LEADING = 1.35;

export interface PdfOptions {
  /** The document's title (its Info dictionary: what a reader shows in its title bar). */
  title: string;
  /** The footer's words before the page number, e.g. the brokerage's name and the file. */
  footer?: string;
  /** How a page number reads: "Page 2 of 5", "Page 2 de 5". Default "n / total". */
  pageLabel?: (page: number, total: number) => string;
  /** The creation time written in the Info dictionary (tests pin it). */
  createdAt?: Date;
}

/** A PDF being laid out: call its methods in reading order, then `toBuffer()`. */
export class PdfDocument {
  private readonly pages: string[][] = [];
  private y = 0;
  private readonly options: PdfOptions;

  constructor(options: PdfOptions) {
    this.options = options;
    this.newPage();
  }

  /** How many pages the document has so far. */
  get pageCount(): number {
    return this.pages.length;
  }

  private get ops(): string[] {
    return this.pages[this.pages.length - 1]!;
  }

  private newPage(): void {
    this.pages.push([]);
    this.y = PAGE_HEIGHT - MARGIN.top;
  }

  /** Starts a new page unless `height` more points fit above the bottom margin. */
  private ensure(height: number): void {
    if (this.y - height < MARGIN.bottom && this.y < PAGE_HEIGHT - MARGIN.top) this.newPage();
  }

  private text(bytes: string, x: number, baseline: number, font: PdfFont, size: number, grey = 0): void {
    if (!bytes) return;
    const colour = grey ? `${grey.toFixed(2)} g ` : '';
    this.ops.push(
      `BT ${colour}/${FONT_NAME[font]} ${size} Tf ${x.toFixed(2)} ${baseline.toFixed(2)} Td ${literal(bytes)} Tj ET${grey ? ' 0 g' : ''}`,
    );
  }

  /** Lines of one style at x, each on its own line, breaking pages between lines. */
  private lines(lines: string[], style: { size: number; font: PdfFont }, x = MARGIN.left, grey = 0): void {
    const height = style.size * LEADING;
    for (const line of lines) {
      this.ensure(height);
      this.y -= height;
      this.text(
        line,
        x,
        this.y + (height - style.size) / 2 + style.size * 0.22,
        style.font,
        style.size,
        grey,
      );
    }
  }

  private block(kind: keyof typeof STYLE, text: string, keepWith = 0): this {
    const style = STYLE[kind];
    const lines = wrapWinAnsi(toWinAnsi(text), style.font, style.size, CONTENT_WIDTH);
    // A heading keeps its first lines and the line after it on one page.
    this.ensure(style.before + lines.length * style.size * LEADING + keepWith);
    if (this.y < PAGE_HEIGHT - MARGIN.top) this.y -= style.before;
    this.lines(lines, style);
    this.y -= style.after;
    return this;
  }

  /** The document's title, large and bold. */
  title(text: string): this {
    return this.block('title', text);
  }

  /** A section's heading, kept on a page with at least two lines after it. */
  heading(text: string): this {
    const next = STYLE.body.size * LEADING * 2;
    this.block('heading', text, next);
    this.rule();
    return this;
  }

  /** A heading within a section (an applicant's name, an item of a list). */
  subheading(text: string): this {
    return this.block('subheading', text, STYLE.body.size * LEADING);
  }

  /** A paragraph, wrapped to the page's width. */
  paragraph(
    text: string,
    { font = 'regular', small = false }: { font?: PdfFont; small?: boolean } = {},
  ): this {
    const style = small ? STYLE.small : STYLE.body;
    for (const part of text.split(/\r?\n/)) {
      this.lines(wrapWinAnsi(toWinAnsi(part), font, style.size, CONTENT_WIDTH), { size: style.size, font });
    }
    return this;
  }

  /** A note in small grey type. */
  note(text: string): this {
    const style = STYLE.small;
    this.lines(wrapWinAnsi(toWinAnsi(text), 'regular', style.size, CONTENT_WIDTH), style, MARGIN.left, 0.4);
    return this;
  }

  /** A label (bold) and its value side by side, each wrapped in its column; '—' for an empty value. */
  keyValue(label: string, value: string | number | null | undefined, labelShare = 0.36): this {
    const text = value === null || value === undefined || value === '' ? '—' : String(value);
    return this.row([label, text], { shares: [labelShare, 1 - labelShare], fonts: ['bold', 'regular'] });
  }

  /**
   * One row of columns (`shares` of the width, summing to 1), each cell wrapped in its column; the row's height is
   * its tallest cell's. A row is never split across pages unless it is taller than a page.
   */
  row(
    cells: readonly string[],
    {
      shares = cells.map(() => 1 / cells.length),
      fonts = cells.map(() => 'regular' as PdfFont),
      gap = 8,
    }: { shares?: readonly number[]; fonts?: readonly PdfFont[]; gap?: number } = {},
  ): this {
    const size = STYLE.body.size;
    const height = size * LEADING;
    let x = MARGIN.left;
    const columns = cells.map((cell, i) => {
      const width = CONTENT_WIDTH * (shares[i] ?? 0) - (i < cells.length - 1 ? gap : 0);
      const font = fonts[i] ?? 'regular';
      const column = { x, font, lines: wrapWinAnsi(toWinAnsi(cell), font, size, Math.max(width, 10)) };
      x += CONTENT_WIDTH * (shares[i] ?? 0);
      return column;
    });
    const rows = Math.max(...columns.map((column) => column.lines.length));
    if (rows * height <= PAGE_HEIGHT - MARGIN.top - MARGIN.bottom) this.ensure(rows * height);
    for (let line = 0; line < rows; line++) {
      this.ensure(height);
      this.y -= height;
      for (const column of columns) {
        const bytes = column.lines[line];
        if (bytes) this.text(bytes, column.x, this.y + (height - size) / 2 + size * 0.22, column.font, size);
      }
    }
    return this;
  }

  /** A thin line across the page. */
  rule(): this {
    this.ensure(6);
    this.y -= 3;
    this.ops.push(
      `0.75 G 0.5 w ${MARGIN.left} ${this.y.toFixed(2)} m ${PAGE_WIDTH - MARGIN.right} ${this.y.toFixed(2)} l S 0 G`,
    );
    this.y -= 3;
    return this;
  }

  /** Vertical space. */
  space(points = 8): this {
    this.y -= Math.min(points, this.y - MARGIN.bottom);
    return this;
  }

  /** Starts the next content on a new page (unless this one is still empty). */
  pageBreak(): this {
    if (this.y < PAGE_HEIGHT - MARGIN.top) this.newPage();
    return this;
  }

  /** The document as PDF bytes. */
  toBuffer(): Buffer {
    const total = this.pages.length;
    const label = this.options.pageLabel ?? ((page: number, count: number) => `${page} / ${count}`);
    const objects: string[] = [];
    // 1 catalog, 2 page tree, 3 and 4 the fonts, 5 the Info dictionary; then each page and its content.
    const pageIds = this.pages.map((_, i) => 6 + i * 2);
    objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
    objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${total} >>`;
    objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
    objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
    objects[5] = `<< /Title ${utf16(this.options.title)} /Producer ${utf16('Maplestone')} /CreationDate (${pdfDate(this.options.createdAt ?? new Date())}) >>`;
    this.pages.forEach((ops, i) => {
      const footerSize = STYLE.small.size;
      const number = toWinAnsi(label(i + 1, total));
      const footerOps = [
        `BT 0.40 g /F1 ${footerSize} Tf ${(PAGE_WIDTH - MARGIN.right - measureWinAnsi(number, 'regular', footerSize)).toFixed(2)} 30 Td ${literal(number)} Tj ET 0 g`,
      ];
      if (this.options.footer) {
        const footer = wrapWinAnsi(
          toWinAnsi(this.options.footer),
          'regular',
          footerSize,
          CONTENT_WIDTH * 0.7,
        )[0]!;
        footerOps.push(`BT 0.40 g /F1 ${footerSize} Tf ${MARGIN.left} 30 Td ${literal(footer)} Tj ET 0 g`);
      }
      const content = [...ops, ...footerOps].join('\n');
      objects[pageIds[i]!] =
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageIds[i]! + 1} 0 R >>`;
      objects[pageIds[i]! + 1] = `<< /Length ${content.length} >>\nstream\n${content}\nendstream`;
    });

    // The header's second line: bytes above 127 mark the file as binary for transfer programs.
    let out = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n';
    const offsets: number[] = [];
    for (let id = 1; id < objects.length; id++) {
      offsets[id] = out.length;
      out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
    }
    const xref = out.length;
    out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
    for (let id = 1; id < objects.length; id++) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
    out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(out, 'latin1');
  }
}

/** A text string in UTF-16BE with its byte order mark, as hex: any character, for the Info dictionary. */
function utf16(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

/** D:YYYYMMDDHHmmSSZ (UTC). */
function pdfDate(date: Date): string {
  return `D:${date.toISOString().replace(/[-:T]/g, '').slice(0, 14)}Z`;
}
