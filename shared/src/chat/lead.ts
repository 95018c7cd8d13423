import { CHAT_LEAD_SOURCE } from '../domain';
import { type ChatMessageLike, type ExtractedContact, extractContact, hasContactDetails } from './contact';

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

/** The lead's notes: JSON text with the source and the conversation (role/content only). */
export function chatLeadNotes(history: readonly ChatMessageLike[]): string {
  return JSON.stringify({
    source: CHAT_LEAD_SOURCE,
    conversation: history.map(({ role, content }) => ({ role, content })),
  });
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
