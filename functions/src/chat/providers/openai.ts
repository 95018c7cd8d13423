import { parseSseChunk } from '@maplestone/shared/chat/stream';
import type { ChatProvider, ChatTurn } from '../provider';
import { ProviderError, providerError, statusFromHttp } from '../provider';
import { alternatingTurns } from './messages';

export interface OpenAiOptions {
  /** e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 (a local model server). */
  baseUrl: string;
  apiKey?: string;
  model: string;
  maxTokens?: number;
  temperature?: number;
}

/**
 * Any OpenAI-compatible chat completions endpoint, streamed. Its server-sent events are the very
 * format Val answers in, so the shared parser reads them.
 */
export function createOpenAiProvider(options: OpenAiOptions): ChatProvider {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    name: 'openai',
    async *stream(turn: ChatTurn) {
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            accept: 'text/event-stream',
            ...(options.apiKey ? { authorization: `Bearer ${options.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: options.model,
            stream: true,
            max_tokens: options.maxTokens ?? 800,
            temperature: options.temperature ?? 0.3,
            messages: [{ role: 'system', content: turn.system }, ...alternatingTurns(turn.messages)],
          }),
          signal: turn.signal,
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        throw providerError(503, 'openai_unreachable', error);
      }
      if (!response.ok || !response.body) {
        await response.body?.cancel().catch(() => {});
        throw providerError(statusFromHttp(response.status), `openai_http_${response.status}`);
      }
      const decoder = new TextDecoder();
      let rest = '';
      try {
        for await (const bytes of response.body as unknown as AsyncIterable<Uint8Array>) {
          const parsed = parseSseChunk(rest + decoder.decode(bytes, { stream: true }));
          rest = parsed.rest;
          for (const delta of parsed.deltas) yield delta;
          for (const signal of parsed.signals) {
            if ('error' in signal) throw providerError(500, 'openai_stream_error');
          }
          if (parsed.done) return;
        }
      } catch (error) {
        if (error instanceof ProviderError || (error as Error).name === 'AbortError') throw error;
        throw providerError(503, 'openai_stream_broken', error);
      }
    },
  };
}
