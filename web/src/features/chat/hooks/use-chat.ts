import { type ChatMessage, chatMessages, LIMITS } from '@maplestone/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocale, useWords } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';
import { clearChatHistory, loadChatHistory, saveChatHistory } from '../api/history';
import { chatErrorText, streamChat } from '../api/stream-chat';
import { greetingIn } from '../constants';

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

/**
 * The conversation with Val: history in local storage, one request per message, streamed replies. The greeting,
 * the toasts and Val's answers are in the page's language (issue 20).
 */
export function useChat(): ChatState {
  const language = useLocale();
  const c = useWords('chat', chatMessages);
  const greeting = useMemo(() => greetingIn(c), [c]);
  const [messages, setMessages] = useState<ChatMessage[]>(() => loadChatHistory() ?? [greeting]);
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
        language,
        signal: controller.signal,
        onConversation: (id) => {
          if (!controller.signal.aborted) conversationId.current = id;
        },
        onDelta: (_piece, reply) => setStreaming(reply),
        onLead: (outcome) => {
          if (outcome === 'saved') {
            toast.success(c.saved.title, { description: c.saved.description });
          } else {
            toast.error(c.saveError.title, {
              description: c.saveError.description,
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
          const { title, description } = chatErrorText(error, c);
          toast.error(title, description ? { description } : undefined);
        })
        .finally(() => {
          if (inFlight.current !== controller) return;
          inFlight.current = null;
          setPending(false);
          setStreaming(null); // on failure the growing bubble is removed
        });
    },
    [messages, language, c],
  );

  const clear = useCallback(() => {
    inFlight.current?.abort();
    inFlight.current = null;
    setPending(false);
    setStreaming(null);
    clearChatHistory();
    conversationId.current = undefined;
    setMessages([greeting]);
  }, [greeting]);

  return { messages, pending, streaming, send, clear };
}
