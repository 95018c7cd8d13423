import { commonWords } from '@maplestone/shared/i18n/en/common';
import { defineHandler, ok } from '../../lib/http';
import { checklistMessages, documentFileLink } from '../../services/borrower-file/documents';

/**
 * GET /api/files/{leadId}/documents/{itemId}/files/{fileId}: {url, expires_at}, a presigned GET of the private
 * documents bucket that works 5 minutes; 404 for a lead the caller may not open, as for a file that is not there.
 */
export const getDocumentFile = defineHandler({
  params: {
    leadId: commonWords.notFound,
    itemId: checklistMessages.itemNotFound,
    fileId: checklistMessages.fileNotFound,
  },
  handle: async ({ params, caller }) =>
    ok(await documentFileLink(params.leadId, params.itemId, params.fileId, caller)),
});
