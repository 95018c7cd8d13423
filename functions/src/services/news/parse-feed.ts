import { type NewsItem, newsItemSchema } from '@maplestone/shared/schemas/misc';
import { readTime } from '@maplestone/shared/text/text';
import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** A feed that is not well-formed RSS 2.0: the whole feed is treated as failed. */
export class MalformedFeedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MalformedFeedError';
  }
}

/** Summaries are cut to this many characters (read time is computed from the whole text first). */
export const MAX_SUMMARY_CHARS = 2000;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => name === 'item' || name === 'category',
});

type Node = unknown;

/** The text of an element that may be a string, a number or an object with #text (attributes present). */
function textOf(node: Node): string {
  if (node === undefined || node === null) return '';
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return textOf(node[0]);
  if (typeof node === 'object' && '#text' in node) return textOf((node as Record<string, unknown>)['#text']);
  return '';
}

/** HTML (often entity-encoded, in CDATA) to plain text: tags dropped, entities decoded, spaces collapsed. */
export function stripHtml(html: string): string {
  if (!html) return '';
  // Block elements end a sentence: keep a space where they were, so 'yield.</p><p>Brokers' reads well.
  const spaced = html.replace(/<\/?(?:p|br|div|li|ul|ol|h[1-6]|blockquote|tr|td|th)\b[^>]*>/gi, ' ');
  const text = decodeEntities(
    spaced
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<[^>]*>/g, ''),
  );
  return text.replace(/\s+/g, ' ').trim();
}

/** The named entities feeds actually use; numeric ones cover the rest. Unknown names are left as written. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  euro: '€',
  pound: '£',
  cent: '¢',
  times: '×',
  frac12: '½',
  eacute: 'é',
  Eacute: 'É',
  egrave: 'è',
  ecirc: 'ê',
  agrave: 'à',
  acirc: 'â',
  ccedil: 'ç',
  ocirc: 'ô',
  icirc: 'î',
  iuml: 'ï',
  ucirc: 'û',
  ugrave: 'ù',
  euml: 'ë',
};

/**
 * Decodes HTML entities in one pass (so '&amp;lt;' becomes '&lt;', not '<'). Tags were removed before, so
 * a decoded '<' is plain text: summaries are rendered as text, never as HTML.
 */
function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[name] ?? whole;
  });
}

function clip(value: string, max: number): string {
  const chars = Array.from(value);
  return chars.length <= max
    ? value
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

function isoDate(value: string): string | undefined {
  if (!value) return undefined;
  const time = Date.parse(value);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}

function httpUrl(value: string): string | undefined {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export interface ParsedFeed {
  items: NewsItem[];
  /** Items left out because they lacked a title, a link or a date. */
  skipped: number;
}

/**
 * Parses an RSS 2.0 document into news items. A document that is not well-formed XML, or has no
 * rss/channel, throws MalformedFeedError; single unusable items are skipped and counted.
 */
export function parseFeed(xml: string): ParsedFeed {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) {
    throw new MalformedFeedError(`not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const document = parser.parse(xml) as Record<string, unknown>;
  const channel = (document.rss as Record<string, unknown> | undefined)?.channel as
    | Record<string, unknown>
    | undefined;
  if (!channel || typeof channel !== 'object') throw new MalformedFeedError('not an RSS 2.0 feed');
  const rawItems = (channel.item as Record<string, unknown>[] | undefined) ?? [];

  const items: NewsItem[] = [];
  let skipped = 0;
  for (const raw of rawItems) {
    const title = stripHtml(textOf(raw.title));
    const link = httpUrl(textOf(raw.link).trim());
    const published = isoDate(textOf(raw.pubDate) || textOf(raw['dc:date']));
    if (!title || !link || !published) {
      skipped += 1;
      continue;
    }
    const summaryText = stripHtml(textOf(raw.description) || textOf(raw['content:encoded']));
    const author = stripHtml(textOf(raw['dc:creator']) || textOf(raw.author)) || null;
    const categories = [
      ...new Set(
        ((raw.category as Node[] | undefined) ?? []).map((c) => stripHtml(textOf(c))).filter(Boolean),
      ),
    ];
    const candidate = {
      id: clip(textOf(raw.guid).trim() || link, 2048),
      title: clip(title, 500),
      published,
      author: author ? clip(author, 200) : null,
      summary: clip(summaryText, MAX_SUMMARY_CHARS),
      link,
      categories: categories.slice(0, 50).map((c) => clip(c, 200)),
      readTime: readTime(summaryText),
    };
    const parsed = newsItemSchema.safeParse(candidate);
    if (parsed.success) items.push(parsed.data);
    else skipped += 1;
  }
  return { items, skipped };
}
