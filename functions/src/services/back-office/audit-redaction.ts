import { createHash } from 'node:crypto';
import { PERSONAL_DATA, PERSONAL_DATA_CHANGED } from '@maplestone/shared/schemas/audit';

/**
 * What the audit log may keep of a change (ADR 069). The log is kept for years and nothing in it can be
 * deleted, so a person's data must never enter it: a privacy anonymisation has to leave no trace of an
 * e-mail anywhere in the table. Leads and subscribers keep only the fields below; every other field (name,
 * e-mail, phone, message, notes, metadata, transcripts, and any field added later) becomes a marker that
 * still says whether it changed.
 */
const KEPT_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  leads: new Set([
    'id',
    'agent_id',
    'type',
    'source',
    'status',
    'created_at',
    'updated_at',
    'first_contacted_at',
  ]),
  subscribers: new Set(['created_at', 'updated_at']),
};

export const SECRET = '[secret]';

type Fields = Record<string, unknown>;

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const isEmpty = (value: unknown) => value === null || value === undefined;

/**
 * The entity before and after a change as the log keeps them. For leads and subscribers a personal field
 * is '[personal data]' (null stays null: whether there was one is no one's data), and after a change of it
 * '[personal data, changed]', so the log shows THAT it changed, never what it was or became.
 */
export function redactEntity(
  type: string,
  before: Fields | null,
  after: Fields | null,
): { before: Fields | null; after: Fields | null } {
  const kept = KEPT_FIELDS[type];
  if (!kept) return { before, after };
  const mark = (fields: Fields | null, other: Fields | null, changedMarker: boolean) => {
    if (!fields) return null;
    return Object.fromEntries(
      Object.entries(fields).map(([name, value]) => {
        if (kept.has(name) || isEmpty(value)) return [name, value];
        const changed = changedMarker && other !== null && !sameValue(value, other[name]);
        return [name, changed ? PERSONAL_DATA_CHANGED : PERSONAL_DATA];
      }),
    );
  };
  return { before: mark(before, after, false), after: mark(after, before, true) };
}

/** Request fields that hold a person's data or free text (the body of a note, a search, an address). */
const PERSONAL_KEY =
  /name|e-?mail|phone|message|note|text|metadata|transcript|address|comment|content|^q$|query|search|subject|person|contact/i;
const SECRET_KEY = /password|secret|token|credential/i;
/** An e-mail address anywhere in a value, or a value that is a phone number (as typed). */
const EMAIL_IN_VALUE = /[^\s@]+@[^\s@]+/;
const PHONE_VALUE = /^\s*\+?1?[\s.-]?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\s*$/;
const isContact = (value: string) => EMAIL_IN_VALUE.test(value) || PHONE_VALUE.test(value);
const MAX_TEXT = 120;
const MAX_ITEMS = 20;
const MAX_DEPTH = 3;

function summariseValue(value: unknown, depth: number): unknown {
  if (isEmpty(value) || typeof value === 'number' || typeof value === 'boolean') return value ?? null;
  if (typeof value === 'string') {
    if (isContact(value)) return PERSONAL_DATA;
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
  }
  if (depth >= MAX_DEPTH) return '…';
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => summariseValue(item, depth + 1));
  if (typeof value === 'object') return summariseFields(value as Fields, depth + 1);
  return null;
}

function summariseFields(fields: Fields, depth: number): Fields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, value]) => {
      if (SECRET_KEY.test(name)) return [name, SECRET];
      if (PERSONAL_KEY.test(name)) return [name, isEmpty(value) ? null : PERSONAL_DATA];
      return [name, summariseValue(value, depth)];
    }),
  );
}

/**
 * A request's body or query as the log keeps it: its shape and plain values (ids, flags, numbers, short
 * codes), with secrets, personal fields and anything that looks like an e-mail address or a phone number
 * replaced; long texts are cut. Null when there was nothing.
 */
export function summariseRequest(value: unknown): Fields | null {
  if (isEmpty(value)) return null;
  if (typeof value !== 'object' || Array.isArray(value)) return { value: summariseValue(value, 0) };
  const fields = value as Fields;
  return Object.keys(fields).length > 0 ? summariseFields(fields, 0) : null;
}

/** A path parameter or an entity id as the log keeps it: an e-mail or a phone number is not an id to keep. */
export function redactIdentifier(value: string): string {
  return isContact(value) ? PERSONAL_DATA : value;
}

/** Under DynamoDB's 400 KB item, with room for the entry's other fields and the UTF-8 of accented text. */
const MAX_ENTITY_BYTES = 300_000;
/** What an entity too large for the log keeps of each long text: its start, its length and its digest. */
const KEPT_TEXT = 2_000;

function cutLongTexts(value: unknown): unknown {
  if (typeof value === 'string') {
    if (value.length <= KEPT_TEXT) return value;
    const digest = createHash('sha256').update(value).digest('hex').slice(0, 16);
    return `${value.slice(0, KEPT_TEXT)}… [${value.length} characters, sha256 ${digest}]`;
  }
  if (Array.isArray(value)) return value.map(cutLongTexts);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([name, field]) => [name, cutLongTexts(field)]));
  }
  return value;
}

/**
 * The entity before and after as an entry can hold them: whole, unless together they pass the item's size (a post
 * of 100,000 characters in each language, before and after); then each long text keeps its start, its length and
 * a digest, so the entry is written and still shows what changed, rather than going to the logs only.
 */
export function fitEntity(values: { before: Fields | null; after: Fields | null }): {
  before: Fields | null;
  after: Fields | null;
} {
  if (Buffer.byteLength(JSON.stringify(values)) <= MAX_ENTITY_BYTES) return values;
  return cutLongTexts(values) as { before: Fields | null; after: Fields | null };
}
