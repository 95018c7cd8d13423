// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useChat } from '../../../web/src/features/chat/hooks/use-chat';

afterEach(() => vi.unstubAllGlobals());

/** Val's answers: each one names the conversation in its header, as the chat handler does. */
function stubVal(issued: string) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response('data: {"choices":[{"delta":{"content":"Hello"}}]}\n\ndata: [DONE]\n\n', {
      headers: { 'content-type': 'text/event-stream', 'x-chat-conversation': issued },
    });
  });
  return bodies;
}

describe('the chat widget keeps the conversation Val issued', () => {
  it('sends no id first, then the issued one; "clear chat" starts a new conversation', async () => {
    const bodies = stubVal('signed-conversation-1');
    const { result } = renderHook(() => useChat());
    act(() => result.current.send('Hi'));
    await waitFor(() => expect(result.current.pending).toBe(false));
    act(() => result.current.send('My email is jane@example.com'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    await waitFor(() => expect(result.current.pending).toBe(false));
    act(() => result.current.clear());
    act(() => result.current.send('Hi again'));
    await waitFor(() => expect(bodies).toHaveLength(3));

    expect(bodies[0]).not.toHaveProperty('conversation_id');
    expect(bodies[1]).toMatchObject({ conversation_id: 'signed-conversation-1' });
    expect(bodies[2]).not.toHaveProperty('conversation_id');
  });
});
