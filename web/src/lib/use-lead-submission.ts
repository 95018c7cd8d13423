import { type LeadRequestInput, messages } from '@maplestone/shared';
import { useMutation } from '@tanstack/react-query';
import { ApiError, failureMessage } from './api';
import { useLocale, useMessageText, useWords } from './i18n';
import { useIdempotencyKey } from './idempotency';
import { postLead } from './post-lead';
import { toast } from './toast';

/**
 * How the quote dialog, the application form and the contact form send their lead: POST /api/leads with
 * one Idempotency-Key per form content kept until success (ADR 023), the form's own texts on success and
 * failure, and the catalogue's 429 text when the visitor is over the limit.
 */
export function useLeadSubmission({
  success,
  failed,
  onSuccess,
}: {
  success: string;
  failed: string;
  onSuccess: () => void;
}) {
  const idempotency = useIdempotencyKey();
  const locale = useLocale();
  const m = useWords('messages', messages);
  const messageText = useMessageText();
  return useMutation({
    // The lead remembers the language it was sent in: its CRM e-mail is written in it (ADR 085).
    mutationFn: (body: LeadRequestInput) => postLead({ ...body, language: locale }, idempotency.keyFor(body)),
    onSuccess: () => {
      idempotency.spent();
      toast.success(success);
      onSuccess();
    },
    onError: (error) => {
      // A 400 names the field the server refused (the browser validates with the same schema, so rare).
      const detail =
        error instanceof ApiError && error.status === 400 ? messageText(error.message) : undefined;
      toast.error(
        failureMessage(error, failed, m.common.rateLimited),
        detail ? { description: detail } : undefined,
      );
    },
  });
}
