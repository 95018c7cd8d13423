import { messages } from '@maplestone/shared';
import { Sparkles } from 'lucide-react';
import { toast } from '../../../lib/toast';

/** The 'Try AI' button, fixed bottom right. Val's chat (a later issue) opens from here. */
export function ChatLauncher() {
  return (
    <button
      type="button"
      onClick={() =>
        toast.message(`${messages.chat.assistantName}, our AI mortgage advisor, is coming soon.`)
      }
      className="fixed right-4 bottom-4 z-30 inline-flex items-center gap-2 rounded-full bg-navy-800 py-3 pr-5 pl-4 text-sm font-semibold text-white shadow-lg shadow-navy-900/30 ring-1 ring-white/10 hover:bg-navy-700 sm:right-6 sm:bottom-6"
    >
      <Sparkles className="size-4 text-gold-400" aria-hidden />
      {messages.home.tryAi}
    </button>
  );
}
