import type { ToastText } from './common';

/** Val's words: the widget's states, its errors and toasts, and the replies the server writes itself (spec). */
export const chatMessages = {
  assistantName: 'Val',
  thinking: 'Val is thinking...',
  invalidEmail: 'The email address you provided seems invalid. Please provide a valid email address.',
  invalidPhone: 'The phone number you provided seems invalid. Please provide a valid phone number.',
  /** Destructive toasts by HTTP status; titles are the spec's, descriptions follow its notes. */
  errors: {
    rateLimit: {
      title: 'Rate limit exceeded',
      description: 'Please wait a moment before sending another message.',
    },
    unavailable: {
      title: 'Service unavailable',
      description: 'The AI assistant is temporarily unavailable.',
    },
    authentication: {
      title: 'Authentication error',
      description: 'Please refresh the page and try again.',
    },
    server: { title: 'Server error', description: 'Something went wrong on our side. Please try again.' },
    maintenance: {
      title: 'Service maintenance',
      description: 'The AI assistant is under maintenance. Please try again later.',
    },
    connection: (status: number): ToastText => ({
      title: 'Connection error',
      description: `The server responded with status ${status}. Please try again.`,
    }),
    timeout: {
      title: 'Response timeout',
      description: 'The AI took too long to respond. Please try again.',
    },
  },
  network: 'Network connection error. Please check your internet connection.',
  tookTooLong: 'The AI took too long to respond. Please try again.',
  invalidResponse: 'Invalid response from AI service. Please try again later.',
  sendFailed: 'Failed to send message. Please try again.',
  saveError: { title: 'Error Saving Information', description: 'Please try again or contact us directly.' },
  /** ours: the assistant's apology when saving the lead fails, with the support contacts. */
  saveErrorReply: (phone: string, email: string) =>
    `I'm sorry, I couldn't save your information just now. Please call us at ${phone} or e-mail ${email} and our team will help you right away.`,
  saved: { title: 'Information Received', description: 'Thank you! Our team will contact you shortly.' },
  /** ours: Val's first message (the spec shows a greeting without its words). */
  greeting:
    "Hi! I'm Val, Maplestone Mortgage's AI mortgage advisor. Ask me about today's rates, payments, down payments, mortgage insurance, renewals or refinancing, and I can connect you with one of our brokers.",
  /** ours: shown only while the greeting is the only message; amounts formatted by the page. */
  suggestedQuestions: {
    bestRate: 'What is the best 5 year fixed rate in Ontario?',
    payment: (amount: string) => `What would my monthly payment be on ${amount}?`,
    minimumDown: (price: string) => `What's the minimum down payment on a ${price} home?`,
    renewal: 'Should I renew or refinance my mortgage?',
  },
  /** ours: the widget's labels. */
  widget: {
    title: 'Val, your mortgage advisor',
    subtitle: 'AI answers from our current rates. A licensed broker confirms everything.',
    inputLabel: 'Message Val',
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
    conversation: 'Conversation with Val',
  },
} as const;
