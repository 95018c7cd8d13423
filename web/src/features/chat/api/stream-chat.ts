import {
  type ChatMessage,
  type ChatStreamSignal,
  type ChatWords,
  chatErrorToast,
  chatFailureMessage,
  chatMessages,
  LIMITS,
  parseSseChunk,
} from '@maplestone/shared';
import type { Locale } from '@maplestone/shared/i18n/locale';

/** A toast's text: the spec's title and, where it has one, a description. */
export interface ChatToast {
  title: string;
  description?: string;
}

/** Where the widget posts the conversation (one origin: CloudFront routes it to the chat Function URL). */
export const CHAT_URL = '/api/chat';

/**
 * The answer's header naming the conversation, as Val issued and signed it (ADR 045; the server's
 * CONVERSATION_HEADER). Sent back as conversation_id, it keeps the visitor's messages on one lead.
 */
export const CHAT_CONVERSATION_HEADER = 'x-chat-conversation';

/**
 * Why a reply failed:
 * - http: the server answered with an error status (429, 402, 401, 500, 503, other);
 * - broken: the reply started and then broke off (the server's error event carries the status);
 * - stall: no data for 30 s while the reply streamed ('Response timeout');
 * - timeout: no answer at all within 30 s;
 * - network: the request never reached the server;
 * - invalid-json: the stream was not what Val sends;
 * - other: anything else.
 */
export type ChatErrorKind = 'http' | 'broken' | 'stall' | 'timeout' | 'network' | 'invalid-json' | 'other';

export class ChatStreamError extends Error {
  constructor(
    readonly kind: ChatErrorKind,
    readonly status?: number,
  ) {
    super(`chat ${kind}${status ? ` ${status}` : ''}`);
    this.name = 'ChatStreamError';
  }
}

export interface StreamChatOptions {
  messages: readonly ChatMessage[];
  /**
   * The conversation's id as the server issued it (none on the first message): the server keeps one
   * lead per conversation, and only an id it signed continues one.
   */
  conversationId?: string;
  /** The page's language: Val answers in French on a French page (issue 20). */
  language?: Locale;
  url?: string;
  /** Extra request headers (tests name distinct visitors with them). */
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Inactivity limit (spec: 30 s), for the answer to start and between pieces. */
  stallMs?: number;
  /** Each piece of the reply as it arrives, and the reply so far. */
  onDelta?: (piece: string, reply: string) => void;
  /** The server saved the visitor's details as a lead, or failed to. */
  onLead?: (outcome: 'saved' | 'failed') => void;
  /** The conversation's id, as soon as the answer's headers arrive (a failed answer carries it too). */
  onConversation?: (conversationId: string) => void;
}

export interface StreamChatResult {
  reply: string;
  lead: 'saved' | 'failed' | null;
  /** The id to send with the next message of this conversation. */
  conversationId: string | null;
}

/**
 * Posts the conversation and reads Val's streamed reply with the shared SSE parser: text pieces,
 * the lead signal and error events, until [DONE]. Throws a ChatStreamError on every failure.
 */
export async function streamChat(options: StreamChatOptions): Promise<StreamChatResult> {
  const stallMs = options.stallMs ?? LIMITS.chatStreamTimeoutMs;
  const controller = new AbortController();
  const cancel = () => controller.abort();
  options.signal?.addEventListener('abort', cancel, { once: true });
  let timer: ReturnType<typeof setTimeout> | undefined;
  let expired: ChatErrorKind | null = null;
  const arm = (kind: 'timeout' | 'stall') => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      expired = kind;
      controller.abort();
    }, stallMs);
  };

  try {
    arm('timeout');
    let response: Response;
    const body = JSON.stringify({
      messages: options.messages.map(({ role, content }) => ({ role, content })),
      ...(options.conversationId ? { conversation_id: options.conversationId } : {}),
      ...(options.language ? { language: options.language } : {}),
    });
    try {
      response = await fetch(options.url ?? CHAT_URL, {
        method: 'POST',
        headers: {
          ...options.headers,
          'content-type': 'application/json',
          accept: 'text/event-stream',
          // CloudFront signs the request to the chat Function URL (OAC); a POST needs its payload hash.
          'x-amz-content-sha256': await sha256Hex(body),
        },
        body,
        signal: controller.signal,
      });
    } catch (error) {
      if (expired) throw new ChatStreamError(expired);
      if (options.signal?.aborted) throw error;
      throw new ChatStreamError('network');
    }
    const conversationId = response.headers.get(CHAT_CONVERSATION_HEADER);
    if (conversationId) options.onConversation?.(conversationId);
    if (!response.ok) {
      await response.body?.cancel().catch(() => {});
      throw new ChatStreamError('http', response.status);
    }
    if (!response.body) throw new ChatStreamError('invalid-json');

    const reader = response.body.getReader();
    const decoder = new TextDecoder();
    let rest = '';
    let reply = '';
    let lead: StreamChatResult['lead'] = null;
    const handleSignal = (signal: ChatStreamSignal) => {
      if ('lead' in signal) {
        lead = signal.lead;
        options.onLead?.(signal.lead);
      } else {
        throw new ChatStreamError('broken', signal.error.status);
      }
    };
    while (true) {
      arm('stall');
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (expired) throw new ChatStreamError(expired);
        if (options.signal?.aborted) throw error;
        throw new ChatStreamError('network');
      }
      const text = chunk.done ? `${decoder.decode()}\n` : decoder.decode(chunk.value, { stream: true });
      const parsed = parseSseChunk(rest + text);
      rest = parsed.rest;
      if (parsed.malformed) throw new ChatStreamError('invalid-json');
      for (const signal of parsed.signals) handleSignal(signal);
      for (const piece of parsed.deltas) {
        reply += piece;
        options.onDelta?.(piece, reply);
      }
      if (parsed.done || chunk.done) {
        if (parsed.done) await reader.cancel().catch(() => {});
        if (!parsed.done && reply === '') throw new ChatStreamError('other');
        return { reply, lead, conversationId };
      }
    }
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', cancel);
  }
}

/** The destructive toast a failure shows (the spec's error catalogue), in the page's language. */
export function chatErrorText(error: unknown, words: ChatWords = chatMessages): ChatToast {
  if (error instanceof ChatStreamError) {
    switch (error.kind) {
      case 'http':
      case 'broken':
        return chatErrorToast(error.status ?? 500, words);
      case 'stall':
        return words.errors.timeout;
      case 'timeout':
      case 'network':
      case 'invalid-json':
        return { title: chatFailureMessage(error.kind, words) };
      default:
        return { title: chatFailureMessage('other', words) };
    }
  }
  return { title: chatFailureMessage('other', words) };
}

async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
