import * as z from 'zod';
import { MAX_TRANSCRIPT_TURN_LENGTH, MAX_TRANSCRIPT_TURNS } from '../chat/lead';
import { LIMITS } from '../domain';
import { isLocale, type Locale } from '../i18n/locale';
import { commonMessage } from '../i18n/schema-words';
import { cleanText } from '../text/clean';
import { idSchema } from './common';

// Val's conversation as the widget sends it (POST /api/chat): a module of its own, so the chat Lambda builds
// these schemas and not the other requests' (ADR 077).

export const MAX_CHAT_MESSAGE_LENGTH = 8000;

/**
 * A message as the widget sends it. The widget sends Val's earlier replies too (`assistant`): they are
 * accepted, so its body stays valid, and never believed (issue 34, ADR 096): Val's side of a conversation is
 * the server's own transcript (chatTranscriptSchema below), never what a client says Val said.
 */
export const chatMessageSchema = z.strictObject({
  role: z.enum(['assistant', 'user']),
  // Not trimmed: the refine below and the chat read whitespace as they always did.
  content: z
    .string()
    .overwrite((value) => cleanText(value, { multiline: true }))
    .max(
      MAX_CHAT_MESSAGE_LENGTH,
      commonMessage((c) => c.tooLong(MAX_CHAT_MESSAGE_LENGTH)),
    ),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/**
 * POST /api/chat: the conversation (at most the last 50 messages), ending with the user's message. Only that
 * last message is taken from a conversation the server already keeps; a new one starts from the visitor's
 * messages (the assistant's are dropped).
 */
export const chatRequestSchema = z
  .strictObject({
    messages: z.array(chatMessageSchema).min(1).max(LIMITS.chatHistoryMessages),
    agent_id: idSchema.nullish(),
    /** ours: the widget's id for this conversation (a uuid), so its lead is one lead, updated as it grows. */
    conversation_id: idSchema.optional(),
    /**
     * ours: the page's language (issue 20, ADR 085): Val answers in French on a French page. Anything else
     * reads as absent (the visitor's own words decide); a conversation is never refused over it.
     */
    language: z
      .unknown()
      .optional()
      .transform((value): Locale | undefined => (isLocale(value) ? value : undefined)),
  })
  .refine(
    (body) => {
      const last = body.messages.at(-1);
      return last?.role === 'user' && last.content.trim().length > 0;
    },
    { message: 'The last message must be a non-empty user message', path: ['messages'] },
  );
export type ChatRequest = z.infer<typeof chatRequestSchema>;

/** One turn of a conversation as the server keeps it: what the visitor sent, or what Val streamed. */
export const storedChatTurnSchema = z.object({
  role: z.enum(['assistant', 'user']),
  content: z.string().max(MAX_TRANSCRIPT_TURN_LENGTH),
});
export type StoredChatTurn = z.infer<typeof storedChatTurnSchema>;

/**
 * A conversation's transcript as stored beside its lead (issue 34, ADR 096): its turns, oldest first (the
 * newest 50 at most), and its revision (each write is conditional on the one it read).
 */
export const chatTranscriptSchema = z.object({
  turns: z.array(storedChatTurnSchema).max(MAX_TRANSCRIPT_TURNS),
  revision: z.number().int().min(1),
});
export type ChatTranscript = z.infer<typeof chatTranscriptSchema>;
