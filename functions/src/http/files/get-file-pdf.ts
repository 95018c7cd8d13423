import { commonWords } from '@maplestone/shared/i18n/en/common';
import { ConflictError } from '../../lib/errors';
import { defineHandler, NO_STORE } from '../../lib/http';
import { checklistMessages } from '../../services/borrower-file/documents';
import { filePdf, filePdfName } from '../../services/borrower-file/pdf';
import { brokerFileView, openFileLead } from '../../services/borrower-files';

/**
 * GET /api/files/{leadId}/pdf: the file, print-ready (application, consents with their typed names and times,
 * checklist, FINTRAC records masked), as an attachment.
 */
export const getFilePdf = defineHandler({
  params: { leadId: commonWords.notFound },
  handle: async ({ params, caller, log }) => {
    const view = await brokerFileView(await openFileLead(params.leadId, caller));
    if (!view.file) throw new ConflictError(checklistMessages.noFile);
    const now = new Date();
    const pdf = filePdf({ ...view, file: view.file }, now);
    log.info('file pdf made', { leadId: params.leadId, bytes: pdf.length });
    return {
      status: 200,
      headers: {
        'cache-control': NO_STORE,
        'content-disposition': `attachment; filename="${filePdfName(view.lead.client_name, now)}"`,
      },
      binary: { contentType: 'application/pdf', content: pdf },
    };
  },
});
