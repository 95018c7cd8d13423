import { commonWords } from '@maplestone/shared/i18n/en/common';
import { reviewDocumentRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { defineHandler, ok } from '../../lib/http';
import { checklistMessages, reviewChecklistItem } from '../../services/borrower-file/documents';

/**
 * PATCH /api/files/{leadId}/documents/{itemId} {status: 'accepted'|'refused', reason?}: the broker's review; a
 * refusal's reason (500 characters at most) is what the borrower reads. May move the file to documents_complete.
 */
export const reviewDocument = defineHandler({
  params: { leadId: commonWords.notFound, itemId: checklistMessages.itemNotFound },
  body: reviewDocumentRequestSchema,
  handle: async ({ params, body, caller, log }) =>
    ok(await reviewChecklistItem(params.leadId, params.itemId, body, caller, log)),
});
