/**
 * The chat stream's wire format (OpenAI-style server-sent events): `data: {json}` lines carrying
 * choices[0].delta.content, then `data: [DONE]`.
 */

export const SSE_DONE = 'data: [DONE]\n\n';

/** One server-sent event carrying a piece of the assistant's reply. */
export function sseDelta(content: string): string {
  return `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;
}

export interface SseParseResult {
  /** Reply pieces, in order. */
  deltas: string[];
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
  const result: SseParseResult = { deltas: [], done: false, rest, malformed: false };
  for (const raw of lines) {
    const line = raw.trim();
    if (!line.startsWith('data:')) continue;
    const data = line.slice(5).trim();
    if (data === '[DONE]') {
      result.done = true;
      break;
    }
    try {
      const content = JSON.parse(data)?.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content.length > 0) result.deltas.push(content);
    } catch {
      result.malformed = true;
    }
  }
  return result;
}
