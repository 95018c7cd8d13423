import { commonWords } from '@maplestone/shared/i18n/en/common';
import { defineHandler, ok } from '../../lib/http';
import { checklistMessages, removeChecklistItem } from '../../services/borrower-file/documents';

/** DELETE /api/files/{leadId}/documents/{itemId}: removes an item while nothing was uploaded to it (else 409). */
export const deleteDocument = defineHandler({
  params: { leadId: commonWords.notFound, itemId: checklistMessages.itemNotFound },
  handle: async ({ params, caller, log }) =>
    ok(await removeChecklistItem(params.leadId, params.itemId, caller, log)),
});
