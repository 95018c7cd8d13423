import { chatMessages } from '../i18n/en/chat';
import type { ToastText } from '../i18n/en/common';
import type { Words } from '../i18n/words';

/** Val's words in one language: the English catalogue (the default) or its French (fr/chat.ts). */
export type ChatWords = Words<typeof chatMessages>;

/** The destructive toast for a failed chat response, by HTTP status (spec's catalogue). */
export function chatErrorToast(status: number, words: ChatWords = chatMessages): ToastText {
  const e = words.errors;
  switch (status) {
    case 429:
      return e.rateLimit;
    case 402:
      return e.unavailable;
    case 401:
      return e.authentication;
    case 500:
      return e.server;
    case 503:
      return e.maintenance;
    default:
      return e.connection(status);
  }
}

export type ChatFailure = 'network' | 'timeout' | 'invalid-json' | 'other';

/** The generic chat failure message (network, timeout, bad JSON, otherwise). */
export function chatFailureMessage(kind: ChatFailure, words: ChatWords = chatMessages): string {
  const c = words;
  if (kind === 'network') return c.network;
  if (kind === 'timeout') return c.tookTooLong;
  if (kind === 'invalid-json') return c.invalidResponse;
  return c.sendFailed;
}
