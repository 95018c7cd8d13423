import { commonWords } from '@maplestone/shared/i18n/en/common';
import { fintracRecordRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { defineHandler, ok } from '../../lib/http';
import { fintracMessages, recordFintrac } from '../../services/borrower-file/fintrac';

/**
 * PUT /api/files/{leadId}/fintrac/{applicantId}: an applicant's FINTRAC record, whole. Who verified is the caller;
 * kept five years from the verification; recorded in the audit log with the number masked. Answers the file, with
 * every record's number masked.
 */
export const putFintrac = defineHandler({
  params: { leadId: commonWords.notFound, applicantId: fintracMessages.applicantNotFound },
  body: fintracRecordRequestSchema,
  handle: async ({ params, body, caller, requestId, log }) =>
    ok(await recordFintrac(params.leadId, params.applicantId, body, caller, { requestId, log })),
});
