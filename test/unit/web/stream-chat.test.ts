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
