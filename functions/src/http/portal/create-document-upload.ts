import { documentUploadRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { UnauthorizedError } from '../../lib/errors';
import { created, defineHandler } from '../../lib/http';
import { checklistMessages, createDocumentUpload as presign } from '../../services/borrower-file/documents';

/**
 * POST /api/portal/file/documents/{itemId}/uploads {filename, content_type, size}: a presigned POST for one file
 * (PDF, JPEG, PNG or HEIC, 25 MB at most) to an item of the caller's file that is the file's or their own; 201
 * {url, fields, file_id, expires_at}. An accepted item takes no more files (409).
 */
export const createDocumentUpload = defineHandler({
  params: { itemId: checklistMessages.itemNotFound },
  body: documentUploadRequestSchema,
  handle: async ({ params, body, borrower }) => {
    if (!borrower) throw new UnauthorizedError();
    return created(await presign(borrower, params.itemId, body));
  },
});
