import { type ChatMessage, type ChatWords, chatMessages, MAX_CHAT_MESSAGE_LENGTH } from '@maplestone/shared';
import { Loader2, RotateCcw, SendHorizontal, Sparkles, X } from 'lucide-react';
import { AlertDialog, Dialog } from 'radix-ui';
import { type KeyboardEvent, useEffect, useMemo, useRef, useState } from 'react';
import { buttonClass } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useFormat } from '../../../lib/format';
import { useWords } from '../../../lib/i18n';
import { suggestedQuestions } from '../constants';
import { useChat } from '../hooks/use-chat';

export interface ChatWidgetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function Bubble({ message, live, words }: { message: ChatMessage; live?: boolean; words: ChatWords }) {
  const mine = message.role === 'user';
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')} data-role={message.role}>
      <div
        className={cn(
          'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm leading-relaxed whitespace-pre-wrap break-words',
          mine ? 'rounded-br-md bg-navy-800 text-white' : 'rounded-bl-md bg-slate-100 text-slate-800',
        )}
        data-testid={live ? 'chat-streaming' : undefined}
      >
        <span className="sr-only">{mine ? `${words.widget.you}: ` : `${words.assistantName}: `}</span>
        {message.content}
        {live ? (
          <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-slate-400 align-text-bottom" />
        ) : null}
      </div>
    </li>
  );
}

function ClearChatButton({
  onConfirm,
  disabled,
  words,
}: {
  onConfirm: () => void;
  disabled: boolean;
  words: ChatWords['widget'];
}) {
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger
        className="rounded-full p-2 text-slate-500 hover:bg-slate-100 hover:text-slate-800 disabled:opacity-50"
        aria-label={words.clear}
        title={words.clear}
        disabled={disabled}
      >
        <RotateCcw className="size-4" aria-hidden />
      </AlertDialog.Trigger>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-[60] bg-navy-950/40" />
        <AlertDialog.Content className="fixed top-1/2 left-1/2 z-[60] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl">
          <AlertDialog.Title className="text-lg font-semibold text-navy-950">
            {words.clearTitle}
          </AlertDialog.Title>
          <AlertDialog.Description className="mt-2 text-sm text-slate-600">
            {words.clearDescription}
          </AlertDialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <AlertDialog.Cancel className={buttonClass('outline', 'sm')}>{words.cancel}</AlertDialog.Cancel>
            <AlertDialog.Action className={buttonClass('accent', 'sm')} onClick={onConfirm}>
              {words.clearConfirm}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}

/**
 * Val's chat: an accessible dialog (focus kept inside, Escape closes, title announced) with the
 * greeting, suggested questions while only the greeting shows, a reply bubble that grows as it streams,
 * and the input disabled with 'Val is thinking...' while a reply is pending. Loaded on first open.
 */
export default function ChatWidget({ open, onOpenChange }: ChatWidgetProps) {
  const { messages, pending, streaming, send, clear } = useChat();
  const c = useWords('chat', chatMessages);
  const w = c.widget;
  const f = useFormat();
  const suggestions = useMemo(() => suggestedQuestions(c, (amount) => f.money(amount, 0)), [c, f]);
  const [draft, setDraft] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const onlyGreeting = messages.length === 1 && messages[0]?.role === 'assistant';

  // Keep the newest text in view as messages arrive and the reply grows.
  useEffect(() => {
    const list = log.current;
    if (list && (messages.length > 0 || streaming !== null)) list.scrollTop = list.scrollHeight;
  }, [messages, streaming]);

  // The input is disabled while Val answers; give the focus back when she is done.
  useEffect(() => {
    if (!pending && open) input.current?.focus();
  }, [pending, open]);

  const submit = (text: string) => {
    if (pending || !text.trim()) return;
    send(text);
    setDraft('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends; Shift+Enter adds a newline; an IME composing text keeps its Enter.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit(draft);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-navy-950/20 sm:bg-transparent" />
        <Dialog.Content
          className={cn(
            'fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-2xl ring-1 ring-black/5',
            'sm:inset-auto sm:right-6 sm:bottom-6 sm:h-[min(40rem,calc(100dvh-3rem))] sm:w-[25rem] sm:rounded-2xl',
          )}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            input.current?.focus();
          }}
        >
          <header className="flex items-start gap-3 border-b border-slate-100 bg-navy-900 px-4 py-3 text-white">
            <span
              className="mt-0.5 grid size-9 shrink-0 place-items-center rounded-full bg-white/10"
              aria-hidden
            >
              <Sparkles className="size-4 text-gold-400" />
            </span>
            <div className="min-w-0 flex-1">
              <Dialog.Title className="text-base font-semibold">{w.title}</Dialog.Title>
              <Dialog.Description className="text-xs text-navy-100">{w.subtitle}</Dialog.Description>
            </div>
            <div className="flex items-center gap-1 [&_button]:text-navy-100 [&_button:hover]:bg-white/10 [&_button:hover]:text-white">
              <ClearChatButton onConfirm={clear} disabled={onlyGreeting && !pending} words={w} />
              <Dialog.Close className="rounded-full p-2" aria-label={w.close}>
                <X className="size-4" aria-hidden />
              </Dialog.Close>
            </div>
          </header>

          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-busy={pending}
            aria-label={w.conversation}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: scrollable regions must take focus (axe scrollable-region-focusable)
            tabIndex={0}
            className="flex-1 overflow-y-auto px-4 py-4 focus-visible:outline-2 focus-visible:outline-navy-600"
          >
            <ol className="flex flex-col gap-3">
              {messages.map((message, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: messages are only ever appended or cleared
                <Bubble key={index} message={message} words={c} />
              ))}
              {streaming !== null ? (
                <Bubble message={{ role: 'assistant', content: streaming }} live words={c} />
              ) : null}
            </ol>
          </div>

          {onlyGreeting && !pending ? (
            <div className="border-t border-slate-100 px-4 py-3">
              <p className="mb-2 text-xs font-medium text-slate-500" id="chat-suggestions">
                {w.suggestions}
              </p>
              <ul className="flex flex-wrap gap-2" aria-labelledby="chat-suggestions">
                {suggestions.map((question) => (
                  <li key={question}>
                    <button
                      type="button"
                      onClick={() => submit(question)}
                      className="rounded-full border border-navy-200 bg-navy-50 px-3 py-1.5 text-left text-xs text-navy-800 hover:bg-navy-100"
                    >
                      {question}
                    </button>
                  </li>
                ))}
              </ul>
            </div>
          ) : null}

          <form
            className="border-t border-slate-100 px-4 pt-3 pb-4"
            onSubmit={(event) => {
              event.preventDefault();
              submit(draft);
            }}
          >
            {pending ? (
              <p role="status" className="mb-2 flex items-center gap-2 text-xs text-slate-500">
                <Loader2 className="size-3.5 animate-spin" aria-hidden />
                {c.thinking}
              </p>
            ) : null}
            <div className="flex items-end gap-2">
              <label htmlFor="chat-input" className="sr-only">
                {w.inputLabel}
              </label>
              <textarea
                id="chat-input"
                ref={input}
                rows={2}
                value={draft}
                maxLength={MAX_CHAT_MESSAGE_LENGTH}
                disabled={pending}
                placeholder={w.placeholder}
                onChange={(event) => setDraft(event.target.value)}
                onKeyDown={onKeyDown}
                className="max-h-32 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 px-3 py-2 text-sm focus:border-navy-500 disabled:bg-slate-50 disabled:text-slate-400"
              />
              <button
                type="submit"
                disabled={pending || !draft.trim()}
                className={buttonClass('primary', 'icon', 'shrink-0 rounded-xl')}
                aria-label={w.send}
              >
                <SendHorizontal className="size-4" aria-hidden />
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
