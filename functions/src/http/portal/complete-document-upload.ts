import { UnauthorizedError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import {
  checklistMessages,
  completeDocumentUpload as complete,
} from '../../services/borrower-file/documents';

/**
 * POST /api/portal/file/documents/{itemId}/uploads/{fileId}/complete: checks the uploaded file by its first bytes;
 * 400 (and the object deleted) when it is not what its type said, else the item records it (status 'uploaded') and
 * the answer is the borrower's file.
 */
export const completeDocumentUpload = defineHandler({
  params: { itemId: checklistMessages.itemNotFound, fileId: checklistMessages.uploadNotFound },
  handle: async ({ params, borrower, log }) => {
    if (!borrower) throw new UnauthorizedError();
    return ok(await complete(borrower, params.itemId, params.fileId, log));
  },
});
