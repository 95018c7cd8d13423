import type { ChatMessage } from '@maplestone/shared/schemas/chat';

/**
 * The conversation as model APIs accept it: starting with the visitor (the widget's greeting and any
 * other leading assistant text dropped), roles alternating (same-role neighbours merged), no empty text.
 */
export function alternatingTurns(messages: readonly ChatMessage[]): ChatMessage[] {
  const turns: ChatMessage[] = [];
  for (const message of messages) {
    const content = message.content.trim();
    if (!content) continue;
    if (turns.length === 0 && message.role !== 'user') continue;
    const last = turns.at(-1);
    if (last && last.role === message.role) last.content = `${last.content}\n\n${content}`;
    else turns.push({ role: message.role, content });
  }
  return turns;
}
