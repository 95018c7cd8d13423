import { type ChatMessage, chatMessageSchema, LIMITS } from '@maplestone/shared';
import { CHAT_STORAGE_KEY } from './storage-key';

export { CHAT_STORAGE_KEY, clearChatHistory } from './storage-key';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage disabled (privacy mode)
  }
}

/** The conversation stored during this page load, if any (anything malformed is ignored). */
export function loadChatHistory(): ChatMessage[] | null {
  const raw = storage()?.getItem(CHAT_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = chatMessageSchema.array().safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.length > 0 ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Keeps the last 50 messages. */
export function saveChatHistory(messages: readonly ChatMessage[]): void {
  try {
    storage()?.setItem(CHAT_STORAGE_KEY, JSON.stringify(messages.slice(-LIMITS.chatHistoryMessages)));
  } catch {
    // quota exceeded or storage disabled: the conversation still lives in memory
  }
}
