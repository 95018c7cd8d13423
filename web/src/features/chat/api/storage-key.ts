/** The spec's local storage key for the conversation (last 50 messages, cleared on page load). */
export const CHAT_STORAGE_KEY = 'chatMessages';

/** Forgets the stored conversation. The launcher calls it once per page load; "clear chat" too. */
export function clearChatHistory(): void {
  try {
    localStorage.removeItem(CHAT_STORAGE_KEY);
  } catch {
    // storage disabled (privacy mode): nothing stored either
  }
}
