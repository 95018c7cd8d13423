/*
 * What a file is, by its first bytes (its "magic number"), not by its name or the type its sender claimed
 * (ADR 098). Only the types uploads may be: the raster images and the documents of shared/uploads.ts. Anything
 * else (text, SVG, HTML, a renamed executable) is recognised as nothing, and refused.
 */

/** How many leading bytes the checks need: the one ranged read of an upload fetches this many. */
export const SIGNATURE_BYTES = 32;

export type DetectedFileType =
  | 'image/jpeg'
  | 'image/png'
  | 'image/gif'
  | 'image/webp'
  | 'image/avif'
  | 'application/pdf'
  | 'application/msword'
  | 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Whether `head` holds `expected` at `offset`: numbers are bytes, a string its Latin-1 characters. */
function holds(head: Uint8Array, offset: number, expected: string | readonly number[]): boolean {
  const values = typeof expected === 'string' ? [...expected].map((c) => c.charCodeAt(0)) : expected;
  if (head.length < offset + values.length) return false;
  return values.every((value, i) => head[offset + i] === value);
}

const ascii = (head: Uint8Array, from: number, to: number) => String.fromCharCode(...head.subarray(from, to));

const AVIF_BRANDS = new Set(['avif', 'avis']);

/**
 * An ISO BMFF file (AVIF, HEIC, MP4) opens with an 'ftyp' box: its size, 'ftyp', a major brand, a minor version
 * and compatible brands. It is an AVIF when its major brand, or a compatible brand within the bytes read, is
 * AVIF's (an AVIF may name the generic 'mif1' first); a HEIC photo or a video is not.
 */
function isAvif(head: Uint8Array): boolean {
  if (!holds(head, 4, 'ftyp') || head.length < 12) return false;
  const boxSize = ((head[0]! << 24) | (head[1]! << 16) | (head[2]! << 8) | head[3]!) >>> 0;
  if (AVIF_BRANDS.has(ascii(head, 8, 12))) return true;
  const end = Math.min(boxSize, head.length);
  for (let offset = 16; offset + 4 <= end; offset += 4) {
    if (AVIF_BRANDS.has(ascii(head, offset, offset + 4))) return true;
  }
  return false;
}

/** Each type and the test of its first bytes, in the order they are tried. */
const SIGNATURES: readonly [DetectedFileType, (head: Uint8Array) => boolean][] = [
  ['image/jpeg', (head) => holds(head, 0, [0xff, 0xd8, 0xff])],
  ['image/png', (head) => holds(head, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])],
  ['image/gif', (head) => holds(head, 0, 'GIF87a') || holds(head, 0, 'GIF89a')],
  ['image/webp', (head) => holds(head, 0, 'RIFF') && holds(head, 8, 'WEBP')],
  ['image/avif', isAvif],
  ['application/pdf', (head) => holds(head, 0, '%PDF-')],
  // An OLE2 compound file: Word 97-2003's .doc (Excel's .xls shares it; its first bytes cannot tell them apart).
  ['application/msword', (head) => holds(head, 0, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])],
  // A ZIP's first local file header: a .docx is a ZIP (so is any ZIP; the first bytes cannot tell them apart).
  [
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    (head) => holds(head, 0, [0x50, 0x4b, 0x03, 0x04]),
  ],
];

/** The type a file's first bytes show it to be, or null when they match none of the types uploads may be. */
export function detectFileType(head: Uint8Array): DetectedFileType | null {
  for (const [type, matches] of SIGNATURES) if (matches(head)) return type;
  return null;
}

/** The file's real type when `allowed` (a kind's content types) includes it, else null. */
export function acceptedFileType(head: Uint8Array, allowed: readonly string[]): DetectedFileType | null {
  const type = detectFileType(head);
  return type && allowed.includes(type) ? type : null;
}
