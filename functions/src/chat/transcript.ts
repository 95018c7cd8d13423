import { keptTranscript } from '@maplestone/shared/chat/lead';
import type { ChatMessage, StoredChatTurn } from '@maplestone/shared/schemas/chat';

/**
 * Val's conversations as the server keeps them (issue 34, ADR 096), by the conversation's id: what the
 * visitor sent and what Val streamed back. The transcripts repository in production.
 */
export interface ChatTranscriptStore {
  /** The conversation's turns, oldest first; undefined when none are kept (never, or no longer). */
  read(conversationId: string): Promise<StoredChatTurn[] | undefined>;
  /** Appends turns and answers the conversation's turns as now kept. */
  append(conversationId: string, turns: readonly StoredChatTurn[]): Promise<StoredChatTurn[]>;
}

export interface ConversationTurns {
  /** The conversation so far, ending with the visitor's new message: what Val answers, and the lead's source. */
  history: ChatMessage[];
  /** The turns of `history` the server does not keep yet, to be kept with Val's reply. */
  unkept: ChatMessage[];
}

/**
 * The conversation a message belongs to, as the server knows it: in a conversation it keeps, its turns and
 * the new message (the client's copy of the rest is not read); in a new one, the visitor's own messages the
 * client sent (its `assistant` turns are dropped: what Val said is only ever what the server sent).
 */
export function conversationTurns(
  kept: readonly StoredChatTurn[] | undefined,
  messages: readonly ChatMessage[],
): ConversationTurns {
  const latest = messages.at(-1);
  if (!latest) return { history: [], unkept: [] };
  const unkept = kept
    ? [latest]
    : messages.filter((message) => message.role === 'user').map(({ role, content }) => ({ role, content }));
  const history = keptTranscript<ChatMessage>([...(kept ?? []), ...unkept]);
  return { history, unkept };
}
