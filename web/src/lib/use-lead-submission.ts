import type { LeadRequestInput } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { useMutation } from '@tanstack/react-query';
import { failureMessage } from './api';
import { useLocale, useWords } from './i18n';
import { useIdempotencyKey } from './idempotency';
import { postLead } from './post-lead';
import { useRefusalText } from './refusal';
import { toast } from './toast';

// The body's schema loads only to explain a refusal on a French page.
const leadRequestSchema = () =>
  import('@maplestone/shared/schemas/lead-requests').then((schemas) => schemas.leadRequestSchema);

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
  const common = useWords('common', commonWords);
  const refusalText = useRefusalText();
  return useMutation({
    // The lead remembers the language it was sent in: its CRM e-mail is written in it (ADR 085).
    mutationFn: (body: LeadRequestInput) => postLead({ ...body, language: locale }, idempotency.keyFor(body)),
    onSuccess: () => {
      idempotency.spent();
      toast.success(success);
      onSuccess();
    },
    onError: async (error, body) => {
      // A 400 names the field the server refused (the browser validates with the same schema, so rare).
      const detail = await refusalText(error, { ...body, language: locale }, leadRequestSchema);
      toast.error(
        failureMessage(error, failed, common.rateLimited),
        detail ? { description: detail } : undefined,
      );
    },
  });
}
