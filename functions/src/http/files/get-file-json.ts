import { commonWords } from '@maplestone/shared/i18n/en/common';
import { ConflictError } from '../../lib/errors';
import { defineHandler, NO_STORE } from '../../lib/http';
import { checklistMessages } from '../../services/borrower-file/documents';
import { lenderSubmission, lenderSubmissionName } from '../../services/borrower-file/json';
import { brokerFileView, openFileLead } from '../../services/borrower-files';

/**
 * GET /api/files/{leadId}/json: the file for lender-submission systems (services/borrower-file/json.ts documents the
 * shape and its `schema_version`), as an attachment.
 */
export const getFileJson = defineHandler({
  params: { leadId: commonWords.notFound },
  handle: async ({ params, caller }) => {
    const view = await brokerFileView(await openFileLead(params.leadId, caller));
    if (!view.file) throw new ConflictError(checklistMessages.noFile);
    const now = new Date();
    return {
      status: 200,
      headers: {
        'cache-control': NO_STORE,
        'content-disposition': `attachment; filename="${lenderSubmissionName(view.lead.id, now)}"`,
      },
      text: {
        contentType: 'application/json; charset=utf-8',
        content: JSON.stringify(lenderSubmission({ ...view, file: view.file }, now), null, 2),
      },
    };
  },
});
