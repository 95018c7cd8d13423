import { layoutWords } from '@maplestone/shared/i18n/en/layout';
import { Sparkles } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useWords } from '../../../lib/i18n';
import { clearChatHistory } from '../api/storage-key';

// Spec: the conversation is kept in local storage, but cleared on page load.
clearChatHistory();

const loadWidget = () => import('./chat-widget');
/** Val's chat is its own chunk: downloaded on the first hover, focus or click, never with the page. */
const ChatWidget = lazy(loadWidget);

/** The 'Try AI' button, fixed bottom right: opens Val's chat. */
export function ChatLauncher() {
  const layout = useWords('layout', layoutWords);
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const prefetch = () => void loadWidget().catch(() => {});
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-navy-800 py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-lg shadow-navy-900/30 ring-1 ring-white/10 hover:bg-navy-700 sm:right-6 sm:bottom-6"
      >
        <Sparkles className="size-4 text-gold-400" aria-hidden />
        {layout.tryAi}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <ChatWidget open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
