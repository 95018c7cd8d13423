import { DOCUMENT_CONTENT_TYPES, IMAGE_CONTENT_TYPES } from '@maplestone/shared/uploads';
import { describe, expect, it } from 'vitest';
import { acceptedFileType, detectFileType, SIGNATURE_BYTES } from '../../../functions/src/lib/file-signature';

const bytes = (...parts: (string | number[])[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );
/** An ISO BMFF file's first box: size, 'ftyp', the major brand, a minor version, the compatible brands. */
const ftyp = (major: string, ...compatible: string[]) =>
  bytes([0, 0, 0, 16 + 4 * compatible.length], 'ftyp', major, [0, 0, 0, 0], compatible.join(''));

describe('detectFileType: what a file is, by its first bytes', () => {
  it.each([
    ['a JPEG (JFIF)', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10], 'JFIF'), 'image/jpeg'],
    ['a JPEG (Exif, from a phone)', bytes([0xff, 0xd8, 0xff, 0xe1, 0x2a, 0x12], 'Exif'), 'image/jpeg'],
    ['a JPEG (no APPn segment)', bytes([0xff, 0xd8, 0xff, 0xdb, 0, 0x43]), 'image/jpeg'],
    ['a PNG', bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d], 'IHDR'), 'image/png'],
    ['a GIF (89a)', bytes('GIF89a', [1, 0, 1, 0]), 'image/gif'],
    ['a GIF (87a)', bytes('GIF87a', [1, 0, 1, 0]), 'image/gif'],
    ['a WebP (lossy)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['a WebP (lossless)', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8L'), 'image/webp'],
    ['an AVIF', ftyp('avif', 'mif1', 'miaf'), 'image/avif'],
    ['an AVIF sequence', ftyp('avis', 'msf1', 'avif'), 'image/avif'],
    ['an AVIF under a generic major brand', ftyp('mif1', 'miaf', 'avif'), 'image/avif'],
    ['a PDF', bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3'), 'application/pdf'],
    [
      'a DOC (OLE2 compound file)',
      bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]),
      'application/msword',
    ],
    [
      'a DOCX (ZIP)',
      bytes('PK', [3, 4, 20, 0, 6, 0], '[Content_Types].xml'),
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  ])('recognises %s', (_name, head, type) => {
    expect(detectFileType(head)).toBe(type);
  });

  it.each([
    ['a text file named fake.png', bytes('this is not an image, only text\n')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">')],
    ['an SVG with an XML declaration', bytes('<?xml version="1.0"?><svg xmlns="http://www')],
    ['an HTML page', bytes('<!DOCTYPE html><html><script>alert(1)</script>')],
    ['an HTML page after a BOM and blank lines', bytes([0xef, 0xbb, 0xbf], '\n\n  <html><body>')],
    ['an HTML page that begins like a PDF', bytes('%PDX-1.7 <html>')],
    ['a HEIC photo (not an allowed image)', ftyp('heic', 'mif1', 'heic')],
    ['an MP4 video', ftyp('isom', 'iso2', 'mp41')],
    ['a WAV sound (RIFF, not WebP)', bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt ')],
    ['an empty ZIP', bytes('PK', [5, 6, 0, 0, 0, 0])],
    ['a GIF of no known version', bytes('GIF88a', [1, 0, 1, 0])],
    ['the start of a PNG signature only', bytes([0x89], 'PNG')],
    ['the start of a JPEG marker only', bytes([0xff, 0xd8])],
    ['a BMP', bytes('BM', [0x36, 0x10, 0, 0, 0, 0, 0, 0, 0x36, 0, 0, 0])],
    ['an executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0])],
    ['nothing at all', new Uint8Array(0)],
  ])('recognises nothing in %s', (_name, head) => {
    expect(detectFileType(head)).toBeNull();
  });

  it('needs no more than the first bytes a ranged read fetches', () => {
    expect(SIGNATURE_BYTES).toBe(32);
    const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
    expect(detectFileType(new Uint8Array([...png, ...new Uint8Array(SIGNATURE_BYTES - png.length)]))).toBe(
      'image/png',
    );
  });
});

describe('acceptedFileType: what a kind of upload may be', () => {
  const png = bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a]);
  const pdf = bytes('%PDF-1.4\n');
  const docx = bytes('PK', [3, 4, 20, 0]);

  it('takes an image for an image upload, whatever name or type it was sent with', () => {
    expect(acceptedFileType(png, IMAGE_CONTENT_TYPES)).toBe('image/png');
  });

  it('refuses a PDF or a DOCX as an image', () => {
    expect(acceptedFileType(pdf, IMAGE_CONTENT_TYPES)).toBeNull();
    expect(acceptedFileType(docx, IMAGE_CONTENT_TYPES)).toBeNull();
  });

  it('takes a PDF, a DOC, a DOCX or an image as a document', () => {
    expect(acceptedFileType(pdf, DOCUMENT_CONTENT_TYPES)).toBe('application/pdf');
    expect(acceptedFileType(docx, DOCUMENT_CONTENT_TYPES)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(acceptedFileType(png, DOCUMENT_CONTENT_TYPES)).toBe('image/png');
  });

  it('never takes SVG or HTML, for either kind', () => {
    for (const allowed of [IMAGE_CONTENT_TYPES, DOCUMENT_CONTENT_TYPES]) {
      expect(acceptedFileType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'), allowed)).toBeNull();
      expect(acceptedFileType(bytes('<html><body>hello</body></html>'), allowed)).toBeNull();
    }
  });
});
