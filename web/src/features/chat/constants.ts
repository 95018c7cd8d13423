import type { ChatWords } from '@maplestone/shared/chat/errors';
import { chatMessages } from '@maplestone/shared/i18n/en/chat';
import { formatCad } from '@maplestone/shared/mortgage/money';
import type { ChatMessage } from '@maplestone/shared/schemas/chat';

/** ours: Val's first message, in the page's language (the spec shows a greeting without its words). */
export function greetingIn(words: Pick<ChatWords, 'greeting'>): ChatMessage {
  return { role: 'assistant', content: words.greeting };
}

/** The English greeting, as an English page shows it. */
export const GREETING: ChatMessage = greetingIn(chatMessages);

/** The amounts the suggested questions name: a mortgage and a home's price. */
const SUGGESTED_MORTGAGE = 500_000;
const SUGGESTED_PRICE = 700_000;

/** ours: shown only while the greeting is the only message; amounts in the page's format. */
export function suggestedQuestions(
  words: Pick<ChatWords, 'suggestedQuestions'>,
  money: (amount: number) => string,
): string[] {
  const q = words.suggestedQuestions;
  return [q.bestRate, q.payment(money(SUGGESTED_MORTGAGE)), q.minimumDown(money(SUGGESTED_PRICE)), q.renewal];
}

/** The English suggestions, as an English page shows them. */
export const SUGGESTED_QUESTIONS = suggestedQuestions(chatMessages, (amount) =>
  formatCad(amount, { decimals: 0 }),
);
