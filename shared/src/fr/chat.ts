import type { chatMessages } from '../chat/messages';
import type { Words } from '../i18n/words';

/** TODO(issue 20): still the English text, to be written in French. */
export const chatFr: Words<typeof chatMessages> = {
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
    connection: (status: number) => ({
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
};
