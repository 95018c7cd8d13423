import { commonWords } from '@maplestone/shared/i18n/en/common';
import { stageRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { defineHandler, ok } from '../../lib/http';
import { openFileLead } from '../../services/borrower-files';
import { changeStage } from '../../services/borrower-portal';

/**
 * PATCH /api/files/{leadId}/stage: forward or back; 'lost' needs its reason (400); 'documents_complete' only when
 * every item is accepted and every identity verified (409).
 */
export const updateFileStage = defineHandler({
  body: stageRequestSchema,
  params: { leadId: commonWords.notFound },
  handle: async ({ caller, params, body, log }) => {
    const lead = await openFileLead(params.leadId, caller);
    return ok(await changeStage(lead, caller!, body, log));
  },
});
