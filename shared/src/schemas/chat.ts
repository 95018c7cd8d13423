import * as z from 'zod';
import { LIMITS } from '../domain';
import { isLocale, type Locale } from '../i18n/locale';
import { messages } from '../messages';
import { cleanText } from '../text/clean';
import { idSchema } from './common';

// Val's conversation as the widget sends it (POST /api/chat): a module of its own, so the chat Lambda builds
// these schemas and not the other requests' (ADR 077).

export const MAX_CHAT_MESSAGE_LENGTH = 8000;

export const chatMessageSchema = z.strictObject({
  role: z.enum(['assistant', 'user']),
  // Not trimmed: the refine below and the chat read whitespace as they always did.
  content: z
    .string()
    .overwrite((value) => cleanText(value, { multiline: true }))
    .max(MAX_CHAT_MESSAGE_LENGTH, messages.common.tooLong(MAX_CHAT_MESSAGE_LENGTH)),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

/** POST /api/chat: the conversation (at most the last 50 messages), ending with the user's message. */
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
