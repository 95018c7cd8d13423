import { type ChatMessage, chatMessages, LIMITS } from '@maplestone/shared';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast';
import { clearChatHistory, loadChatHistory, saveChatHistory } from '../api/history';
import { chatErrorText, streamChat } from '../api/stream-chat';
import { GREETING } from '../constants';

export interface ChatState {
  messages: ChatMessage[];
  /** True while a reply is pending (input disabled, 'Val is thinking...'). */
  pending: boolean;
  /** The assistant bubble growing as the reply streams; null when no reply is streaming. */
  streaming: string | null;
  send(text: string): void;
  clear(): void;
}

function lastMessages(list: readonly ChatMessage[]): ChatMessage[] {
  return list.slice(-LIMITS.chatHistoryMessages);
}

/** The conversation with Val: history in local storage, one request per message, streamed replies. */
export function useChat(): ChatState {
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadChatHistory() ?? [GREETING]);
  const [pending, setPending] = useState(false);
  const [streaming, setStreaming] = useState<string | null>(null);
  // The id Val issued with its first answer (none before it): only that id continues this conversation's lead.
  const conversationId = useRef<string | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => saveChatHistory(messages), [messages]);
  useEffect(() => () => inFlight.current?.abort(), []);

  const send = useCallback(
    (text: string) => {
      const content = text.trim();
      // Spec: an empty message is ignored, and so is one sent while a reply is in progress.
      if (!content || inFlight.current) return;
      const conversation = lastMessages([...messages, { role: 'user', content }]);
      const controller = new AbortController();
      inFlight.current = controller;
      setMessages(conversation);
      setPending(true);
      setStreaming('');
      streamChat({
        messages: conversation,
        conversationId: conversationId.current,
        signal: controller.signal,
        onConversation: (id) => {
          if (!controller.signal.aborted) conversationId.current = id;
        },
        onDelta: (_piece, reply) => setStreaming(reply),
        onLead: (outcome) => {
          if (outcome === 'saved') {
            toast.success(chatMessages.saved.title, { description: chatMessages.saved.description });
          } else {
            toast.error(chatMessages.saveError.title, {
              description: chatMessages.saveError.description,
              duration: LIMITS.chatSaveErrorToastMs,
            });
          }
        },
      })
        .then(({ reply }) => {
          if (controller.signal.aborted) return;
          setMessages((current) => lastMessages([...current, { role: 'assistant', content: reply }]));
        })
        .catch((error: unknown) => {
          if (controller.signal.aborted) return; // cleared or closed for good: nothing to report
          const { title, description } = chatErrorText(error);
          toast.error(title, description ? { description } : undefined);
        })
        .finally(() => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          setPending(false);
          setStreaming(null); // on failure the growing bubble is removed
        });
    },
    [messages],
  );

  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setPending(false);
    setStreaming(null);
    clearChatHistory();
    conversationId.current = undefined;
    setMessages([GREETING]);
  }, []);

  return { messages, pending, streaming, send, clear };
}
