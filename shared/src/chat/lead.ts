import { CHAT_LEAD_SOURCE, LIMITS } from '../domain';
import {
  type ChatMessageLike,
  type ExtractedContact,
  extractContact,
  hasContactDetails,
  UNKNOWN_NAME,
} from './contact';

export interface ChatLead {
  client_name: string;
  client_email: string | null;
  client_phone: string | null;
  agent_id: string | null;
  type: 'application';
  source: typeof CHAT_LEAD_SOURCE;
  status: 'new';
  /** JSON text: { source, conversation: [{ role, content }] }. */
  notes: string;
}

/** The most turns a conversation's transcript keeps (the newest): what the widget sends at most. */
export const MAX_TRANSCRIPT_TURNS = LIMITS.chatHistoryMessages;
/**
 * The longest turn kept whole: a visitor's message is never longer (MAX_CHAT_MESSAGE_LENGTH); a longer reply
 * keeps its start and '…'.
 */
export const MAX_TRANSCRIPT_TURN_LENGTH = 8000;
/**
 * The most a transcript weighs as UTF-8 JSON: the lead's notes stay under their 200,000 characters and
 * both items (the lead, the conversation's transcript) well under DynamoDB's 400 KB.
 */
export const MAX_TRANSCRIPT_BYTES = 160_000;

/** UTF-8 bytes of a text (no TextEncoder here: shared runs in the browser and the Lambdas alike). */
function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair: one code point of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * A transcript as it is kept (issue 34): role/content only, each turn at most MAX_TRANSCRIPT_TURN_LENGTH
 * characters, then the newest turns that fit MAX_TRANSCRIPT_TURNS and MAX_TRANSCRIPT_BYTES (the oldest go first).
 */
export function keptTranscript<T extends ChatMessageLike>(
  turns: readonly T[],
): { role: T['role']; content: string }[] {
  const kept: { role: T['role']; content: string }[] = [];
  // Two bytes for the array's brackets; each turn adds its JSON and a comma.
  let bytes = 2;
  for (let i = turns.length - 1; i >= 0 && kept.length < MAX_TRANSCRIPT_TURNS; i--) {
    const { role, content } = turns[i]!;
    const turn = {
      role,
      content:
        content.length > MAX_TRANSCRIPT_TURN_LENGTH
          ? `${content.slice(0, MAX_TRANSCRIPT_TURN_LENGTH - 1)}…`
          : content,
    };
    bytes += utf8Length(JSON.stringify(turn)) + 1;
    if (bytes > MAX_TRANSCRIPT_BYTES) break;
    kept.push(turn);
  }
  return kept.reverse();
}

/** The lead's notes: JSON text with the source and the conversation (role/content only, as kept). */
export function chatLeadNotes(history: readonly ChatMessageLike[]): string {
  return JSON.stringify({ source: CHAT_LEAD_SOURCE, conversation: keptTranscript(history) });
}

export interface TranscriptTurn {
  role: string;
  content: string;
}

/**
 * The conversation of a chatbot lead's notes, or null when the notes are not that JSON (read
 * defensively: the e-mail to the CRM and the dashboard's lead detail both show it).
 */
export function chatTranscript(notes: string | null): TranscriptTurn[] | null {
  if (!notes) return null;
  try {
    const parsed = JSON.parse(notes) as { conversation?: unknown } | null;
    if (!parsed || !Array.isArray(parsed.conversation)) return null;
    return parsed.conversation
      .filter(
        (turn): turn is { role: unknown; content: unknown } => typeof turn === 'object' && turn !== null,
      )
      .map((turn) => ({ role: String(turn.role), content: String(turn.content ?? '') }));
  } catch {
    return null;
  }
}

/** The lead a conversation yields, or null when it holds neither an email nor a phone. */
export function chatLeadFrom(
  history: readonly ChatMessageLike[],
  options: { agentId?: string | null; contact?: ExtractedContact } = {},
): ChatLead | null {
  const contact = options.contact ?? extractContact(history);
  if (!hasContactDetails(contact)) return null;
  return {
    client_name: contact.name,
    client_email: contact.email,
    client_phone: contact.phone,
    agent_id: options.agentId ?? null,
    type: 'application',
    source: CHAT_LEAD_SOURCE,
    status: 'new',
    notes: chatLeadNotes(history),
  };
}

/** A lead's contact details as a chat gives them. */
export type ChatContact = Pick<ChatLead, 'client_name' | 'client_email' | 'client_phone'>;
export type ChatContactField = keyof ChatContact;
/** Some contact details (a change's filled or added ones). */
export type ChatContactDetails = Partial<Record<ChatContactField, string>>;

const CONTACT_FIELDS: readonly ChatContactField[] = ['client_name', 'client_email', 'client_phone'];

/** A detail as people mean it: a name without case or extra spaces, an e-mail lowercased, a phone's 10 digits. */
function sameDetail(field: ChatContactField, value: string): string {
  if (field === 'client_email') return value.trim().toLowerCase();
  if (field === 'client_phone') {
    const digits = value.replace(/\D/g, '');
    return digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  }
  return value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** What a detail is remembered by once added to a lead, so it is added (and shown in its history) once. */
export function chatContactKey(field: ChatContactField, value: string): string {
  return `${field}:${sameDetail(field, value)}`;
}

/** A field the lead does not have yet: no e-mail or phone, or the name 'Unknown'. */
function isEmpty(field: ChatContactField, value: string | null): boolean {
  if (value === null || value.trim() === '') return true;
  return field === 'client_name' && value === UNKNOWN_NAME;
}

export interface ChatContactMerge {
  /** The lead's details after the change: its own, with its empty fields filled. */
  contact: ChatContact;
  /** The details that filled an empty field. */
  filled: ChatContactDetails;
  /** Details that differ from the lead's, kept beside them (never replacing them). */
  added: ChatContactDetails;
  /** The keys of the added details (chatContactKey), to remember with the lead. */
  addedKeys: string[];
}

/**
 * Contact details given later in a conversation never erase earlier ones (issue 34): a field the lead does
 * not have is filled; one that differs from the lead's is added beside it (once: `known` are the keys of
 * the details added before); the same one again changes nothing.
 */
export function mergeChatContact(
  lead: ChatContact,
  given: ChatContact,
  known: Iterable<string> = [],
): ChatContactMerge {
  const remembered = new Set(known);
  const contact: ChatContact = { ...lead };
  const filled: ChatContactDetails = {};
  const added: ChatContactDetails = {};
  const addedKeys: string[] = [];
  for (const field of CONTACT_FIELDS) {
    const value = given[field];
    if (value === null || isEmpty(field, value)) continue;
    const stored = lead[field];
    if (stored === null || isEmpty(field, stored)) {
      contact[field] = value;
      filled[field] = value;
      continue;
    }
    if (sameDetail(field, stored) === sameDetail(field, value)) continue;
    const key = chatContactKey(field, value);
    if (remembered.has(key)) continue;
    remembered.add(key);
    added[field] = value;
    addedKeys.push(key);
  }
  return { contact, filled, added, addedKeys };
}
