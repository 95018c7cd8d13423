import { setTimeout as sleep } from 'node:timers/promises';
import { advise } from '../advisor/answers';
import type { ChatProvider, ChatTurn } from '../provider';

/** Splits a reply into pieces of a few words (whitespace kept), the way a model streams tokens. */
export function chunksOf(text: string, wordsPerChunk = 3): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerChunk)
    chunks.push(words.slice(i, i + wordsPerChunk).join(''));
  return chunks;
}

/**
 * Val without a model: answers the common questions from the live rate table, our products and services
 * and shared/ math (see advisor/), in the conversation's language, streamed in word groups. The default
 * locally and in tests.
 */
export function createOfflineProvider(options: { chunkDelayMs?: number } = {}): ChatProvider {
  const delay = options.chunkDelayMs ?? 15;
  return {
    name: 'offline',
    async *stream(turn: ChatTurn) {
      const chunks = chunksOf(
        advise({
          messages: turn.messages,
          rates: turn.rates,
          catalogue: turn.catalogue,
          lead: turn.lead,
          language: turn.language,
        }),
      );
      for (const [i, chunk] of chunks.entries()) {
        if (turn.signal.aborted) return;
        if (i > 0 && delay > 0) await sleep(delay, undefined, { signal: turn.signal }).catch(() => {});
        if (turn.signal.aborted) return;
        yield chunk;
      }
    },
  };
}
