import { commonWords } from '@maplestone/shared/i18n/en/common';
import { defineHandler, ok } from '../../lib/http';
import { brokerFileView, openFileLead } from '../../services/borrower-files';

/** GET /api/files/{leadId}: the lead's file (file null before the first invitation); 404 for a lead not the caller's. */
export const getFile = defineHandler({
  params: { leadId: commonWords.notFound },
  handle: async ({ caller, params }) => ok(await brokerFileView(await openFileLead(params.leadId, caller))),
});
