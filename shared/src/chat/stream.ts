/**
 * The chat stream's wire format (OpenAI-style server-sent events): `data: {json}` lines carrying
 * choices[0].delta.content, then `data: [DONE]`.
 */

export const SSE_DONE = 'data: [DONE]\n\n';

/** One server-sent event carrying a piece of the assistant's reply. */
export function sseDelta(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

/**
 * ours: side-channel events in the same stream (`data: {"lead": ...}`, `data: {"error": ...}`, the
 * latter as OpenAI-compatible servers send it). A client that reads only choices[0].delta.content
 * skips them.
 * - lead 'saved': the visitor's contact details were saved (or updated with new ones) as a lead;
 *   'failed': saving failed (the reply carries the apology and the support contacts).
 * - error: the reply broke off after it had started; `status` is what the request would have answered.
 */
export type ChatStreamSignal =
  | { lead: 'saved' | 'failed' }
  | { error: { status: number; code: string; message: string } };

/** One side-channel event (see ChatStreamSignal). */
export function sseSignal(signal: ChatStreamSignal): string {
  return `data: ${JSON.stringify(signal)}\n\n`;
}

function asSignal(value: unknown): ChatStreamSignal | null {
  if (!value || typeof value !== 'object') return null;
  const event = value as { lead?: unknown; error?: unknown };
  if (event.lead === 'saved' || event.lead === 'failed') return { lead: event.lead };
  if (event.error && typeof event.error === 'object') {
    const error = event.error as { status?: unknown; code?: unknown; message?: unknown };
    return {
      error: {
        status: typeof error.status === 'number' ? error.status : 500,
        code: typeof error.code === 'string' ? error.code : 'stream_error',
        message: typeof error.message === 'string' ? error.message : '',
      },
    };
  }
  return null;
}

export interface SseParseResult {
  /** Reply pieces, in order. */
  deltas: string[];
  /** ours: side-channel events, in order (see ChatStreamSignal). */
  signals: ChatStreamSignal[];
  /** True once `[DONE]` was read. */
  done: boolean;
  /** An incomplete trailing line to prepend to the next chunk. */
  rest: string;
  /** True when a data line was not valid JSON (the caller shows the "invalid response" error). */
  malformed: boolean;
}

/** Parses a chunk of the stream (plus the previous `rest`); tolerant of CRLF and comment lines. */
export function parseSseChunk(buffer: string): SseParseResult {
  const lines = buffer.split(/\r?\n/);
  const rest = lines.pop() ?? '';
  const result: SseParseResult = { deltas: [], signals: [], done: false, rest, malformed: false };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      result.done = true;
      break;
    }
    try {
      const event = JSON.parse(data);
      const content = event?.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content.length > 0) result.deltas.push(content);
      const signal = event?.choices ? null : asSignal(event);
      if (signal) result.signals.push(signal);
    } catch {
      result.malformed = true;
    }
  }
  return result;
}
