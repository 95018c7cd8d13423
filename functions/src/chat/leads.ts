import { createHash } from 'node:crypto';
import { type ChatMessage, chatLeadFrom, extractContact } from '@maplestone/shared';
import type { Lead } from '../data/repositories/leads';
import type { LeadOutcome } from './provider';

/** What chat lead capture needs from storage (the leads repository in production). */
export interface ChatLeadStore {
  get(id: string): Promise<Lead | undefined>;
  /** The one create path of every lead (counters, export stream INSERT); false when the id exists. */
  create(lead: Lead): Promise<{ created: boolean }>;
  update(
    id: string,
    changes: Pick<Lead, 'client_name' | 'client_email' | 'client_phone' | 'notes'>,
  ): Promise<Lead | undefined>;
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

/**
 * Lead capture after a visitor's message: when the conversation holds a valid email or phone, the
 * conversation's one lead is created (type application, source 'AI Chatbot', status new, notes = the
 * transcript) or brought up to date. Nothing is written when there is no contact detail.
 */
export async function captureChatLead(
  store: ChatLeadStore,
  input: { id: string; messages: readonly ChatMessage[]; agentId: string | null; now?: Date },
): Promise<CaptureResult> {
  const contact = extractContact(input.messages);
  const draft = chatLeadFrom(input.messages, { agentId: input.agentId, contact });
  if (!draft) return { kind: 'none', announce: false };
  const saved = { kind: 'saved' as const, name: contact.name, email: contact.email, phone: contact.phone };
  try {
    let existing = await store.get(input.id);
    if (!existing) {
      const now = (input.now ?? new Date()).toISOString();
      const { created } = await store.create({
        id: input.id,
        ...draft,
        message: null,
        metadata: null,
        created_at: now,
        updated_at: null,
      });
      if (created) return { ...saved, isNew: true, announce: true };
      existing = await store.get(input.id); // a concurrent message of the same conversation made it
    }
    await store.update(input.id, {
      client_name: draft.client_name,
      client_email: draft.client_email,
      client_phone: draft.client_phone,
      notes: draft.notes,
    });
    const changed =
      !existing ||
      existing.client_name !== draft.client_name ||
      existing.client_email !== draft.client_email ||
      existing.client_phone !== draft.client_phone;
    return { ...saved, isNew: false, announce: changed };
  } catch (error) {
    return { kind: 'failed', announce: true, error };
  }
}
