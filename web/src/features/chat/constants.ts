import { brand, type ChatMessage } from '@maplestone/shared';

/** ours: Val's first message (the spec shows a greeting without its words). */
export const GREETING: ChatMessage = {
  role: 'assistant',
  content: `Hi! I'm ${brand.assistantName}, ${brand.name}'s AI mortgage advisor. Ask me about today's rates, payments, down payments, mortgage insurance, renewals or refinancing, and I can connect you with one of our brokers.`,
};

/** ours: shown only while the greeting is the only message. */
export const SUGGESTED_QUESTIONS = [
  'What is the best 5 year fixed rate in Ontario?',
  'What would my monthly payment be on $500,000?',
  "What's the minimum down payment on a $700,000 home?",
  'Should I renew or refinance my mortgage?',
] as const;

/** ours: the widget's labels. */
export const CHAT_TEXT = {
  title: `${brand.assistantName}, your mortgage advisor`,
  subtitle: 'AI answers from our current rates. A licensed broker confirms everything.',
  inputLabel: `Message ${brand.assistantName}`,
  placeholder: 'Ask about rates, payments, down payments...',
  send: 'Send',
  suggestions: 'Suggested questions',
  clear: 'Clear chat',
  clearTitle: 'Clear this chat?',
  clearDescription: 'The conversation will be deleted and Val will start over.',
  clearConfirm: 'Clear chat',
  cancel: 'Cancel',
  close: 'Close chat',
  you: 'You',
} as const;
