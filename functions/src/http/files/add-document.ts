import { commonWords } from '@maplestone/shared/i18n/en/common';
import { addDocumentRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { created, defineHandler } from '../../lib/http';
import { addChecklistItem } from '../../services/borrower-file/documents';

/**
 * POST /api/files/{leadId}/documents {type, label?, applicant_id?}: asks the borrower for a document (a standard one
 * or the broker's own label, for the file or one applicant); 201 with the file.
 */
export const addDocument = defineHandler({
  params: { leadId: commonWords.notFound },
  body: addDocumentRequestSchema,
  handle: async ({ params, body, caller }) => created(await addChecklistItem(params.leadId, body, caller)),
});
