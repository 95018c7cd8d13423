import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { streamChat } from '../../../web/src/features/chat/api/stream-chat';

afterEach(() => vi.unstubAllGlobals());

describe('the chat client', () => {
  it('sends the SHA-256 of its body, which CloudFront needs to sign the POST to the Function URL', async () => {
    let sent: RequestInit | undefined;
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      sent = init;
      return new Response('data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n', {
        headers: { 'content-type': 'text/event-stream' },
      });
    });
    const result = await streamChat({
      messages: [{ role: 'user', content: 'Hello Val' }],
      url: 'http://chat.test',
    });
    expect(result.reply).toBe('Hi');
    const headers = sent!.headers as Record<string, string>;
    expect(headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update(String(sent!.body)).digest('hex'),
    );
  });
});

describe('the conversation Val issues (ADR 045)', () => {
  const sse = 'data: {"choices":[{"delta":{"content":"Hi"}}]}\n\ndata: [DONE]\n\n';

  it('reports the id from the answer header and sends it back as conversation_id', async () => {
    const bodies: unknown[] = [];
    vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(sse, {
        headers: { 'content-type': 'text/event-stream', 'x-chat-conversation': 'issued-by-val' },
      });
    });
    const seen: string[] = [];
    const first = await streamChat({
      messages: [{ role: 'user', content: 'Hello Val' }],
      url: 'http://chat.test',
      onConversation: (id) => seen.push(id),
    });
    expect(first.conversationId).toBe('issued-by-val');
    expect(seen).toEqual(['issued-by-val']);
    await streamChat({
      messages: [{ role: 'user', content: 'Hello again' }],
      conversationId: first.conversationId!,
      url: 'http://chat.test',
    });
    expect(bodies[0]).not.toHaveProperty('conversation_id');
    expect(bodies[1]).toMatchObject({ conversation_id: 'issued-by-val' });
  });

  it('reports the id of a refused answer too, so a retry stays in the conversation', async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response('{"error":{"code":"rate_limited"}}', {
          status: 429,
          headers: { 'x-chat-conversation': 'issued-by-val' },
        }),
    );
    const seen: string[] = [];
    await expect(
      streamChat({
        messages: [{ role: 'user', content: 'Hello Val' }],
        url: 'http://chat.test',
        onConversation: (id) => seen.push(id),
      }),
    ).rejects.toMatchObject({ kind: 'http', status: 429 });
    expect(seen).toEqual(['issued-by-val']);
  });
});
