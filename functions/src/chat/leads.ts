import { createHash } from 'node:crypto';
import { type ExtractedContact, extractContact, hasContactDetails } from '@maplestone/shared/chat/contact';
import { type ChatLead, chatLeadFrom } from '@maplestone/shared/chat/lead';
import { consentForNewLead } from '@maplestone/shared/consent';
import type { Locale } from '@maplestone/shared/i18n/locale';
import type { ChatMessage } from '@maplestone/shared/schemas/chat';
import type { Lead } from '../data/repositories/leads';
import type { LeadOutcome } from './provider';

/** What chat lead capture needs from storage (the leads repository in production). */
export interface ChatLeadStore {
  get(id: string): Promise<Lead | undefined>;
  /** The one create path of every lead (counters, export stream INSERT); false when the id exists. */
  create(lead: Lead): Promise<{ created: boolean }>;
  /**
   * The conversation's transcript and the contact details it holds, which never erase the lead's (issue 34):
   * empty fields are filled, different details added in the lead's history. Undefined when there is no lead.
   */
  update(
    id: string,
    changes: Pick<Lead, 'client_name' | 'client_email' | 'client_phone' | 'notes'>,
  ): Promise<Lead | undefined>;
  /** The lead's notes once Val's reply is kept (the transcript as the server now keeps it). */
  updateNotes(id: string, notes: string): Promise<boolean>;
}

/**
 * The lead id of a conversation: derived from its server-issued id (conversation.ts), so every message
 * of it names the same lead and nobody else's message can. UUID-shaped (version 8) like other leads.
 */
export function chatLeadId(conversationId: string): string {
  const hex = createHash('sha256').update(`chat:${conversationId}`).digest('hex');
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type CaptureResult = LeadOutcome & {
  /** True when the visitor should be told (a new lead, new contact details on it, or a failure). */
  announce: boolean;
  /** Why saving failed (logged, never shown). */
  error?: unknown;
};

export const NO_LEAD: CaptureResult = { kind: 'none', announce: false };

function failed(error: unknown): CaptureResult {
  return { kind: 'failed', announce: true, error };
}

/** The lead a conversation asks for: when it holds a valid email or phone, the lead's fields (no agent yet). */
export interface WantedChatLead {
  id: string;
  fields: ChatLead;
  /** The contact details the conversation held before the visitor's latest message. */
  before: ExtractedContact;
}

/**
 * Lead capture after a visitor's message: when the conversation holds a valid email or phone, the
 * conversation's one lead is created (type application, source 'AI Chatbot', status new, notes = the
 * transcript) or brought up to date. Nothing is written when there is no contact detail (null here).
 * `messages` is the conversation as the server keeps it (transcript.ts), never the client's copy.
 */
export function wantedChatLead(
  conversationId: string,
  messages: readonly ChatMessage[],
): WantedChatLead | null {
  const fields = chatLeadFrom(messages);
  if (!fields) return null;
  return { id: chatLeadId(conversationId), fields, before: extractContact(messages.slice(0, -1)) };
}

function savedAs(
  wanted: WantedChatLead,
  isNew: boolean,
  announce: boolean,
): CaptureResult & { kind: 'saved' } {
  const { client_name, client_email, client_phone } = wanted.fields;
  return { kind: 'saved', name: client_name, email: client_email, phone: client_phone, isNew, announce };
}

/**
 * What Val says about the lead, known before anything is read or written (ADR 066): from the conversation
 * itself. A conversation issued with this answer, or one that held no contact details before this message,
 * gets a new lead; afterwards new details are announced, the same ones again are not.
 */
export function expectedCapture(
  wanted: WantedChatLead,
  conversationIsNew: boolean,
): CaptureResult & { kind: 'saved' } {
  const { before, fields } = wanted;
  if (conversationIsNew || !hasContactDetails(before)) return savedAs(wanted, true, true);
  const changed =
    before.name !== fields.client_name ||
    before.email !== fields.client_email ||
    before.phone !== fields.client_phone;
  return savedAs(wanted, false, changed);
}

/**
 * Writes the conversation's lead in one write when it is where `expected` says: a new one through
 * `create` (with the agent whose page the chat is on and the conversation's language), else `update`
 * (details and transcript). When it
 * is not (a concurrent message created it; an earlier save failed), the other write follows. Resolves
 * with what happened (a lead created now is announced), or the failure; never rejects.
 */
export async function saveChatLead(
  store: ChatLeadStore,
  input: {
    wanted: WantedChatLead;
    expected: CaptureResult & { kind: 'saved' };
    /** The agent whose page the chat is on, if the request names one (asked only to create the lead). */
    agentId?: () => Promise<string | null>;
    /** The conversation's language when the lead is created (issue 20): its CRM e-mail is written in it. */
    language?: Locale;
  },
): Promise<CaptureResult> {
  const { wanted, expected } = input;
  const { client_name, client_email, client_phone, notes } = wanted.fields;
  const create = async () => {
    const createdAt = new Date().toISOString();
    const lead: Lead = {
      id: wanted.id,
      ...wanted.fields,
      agent_id: input.agentId ? await input.agentId() : null,
      message: null,
      metadata: null,
      created_at: createdAt,
      updated_at: null,
      language: input.language ?? 'en',
      // A chat that leaves contact details is an inquiry: implied consent (ADR 073).
      consent: consentForNewLead(wanted.fields.type, createdAt),
    };
    return (await store.create(lead)).created;
  };
  const update = async () =>
    (await store.update(wanted.id, { client_name, client_email, client_phone, notes })) !== undefined;
  try {
    if (expected.isNew) {
      if (await create()) return expected;
      await update();
      return { ...expected, isNew: false };
    }
    if (await update()) return expected;
    if (await create()) return { ...expected, isNew: true, announce: true };
    await update();
    return expected;
  } catch (error) {
    return failed(error);
  }
}
