import { commonWords } from '@maplestone/shared/i18n/en/common';
import { inviteApplicantRequestSchema } from '@maplestone/shared/schemas/borrower-file';
import { created, defineHandler } from '../../lib/http';
import { openFileLead } from '../../services/borrower-files';
import { inviteApplicant as invite } from '../../services/borrower-portal';

/**
 * POST /api/files/{leadId}/applicants: invites a primary applicant or one of up to three co-applicants; 409 for a
 * second primary, a fourth co-applicant or an e-mail already in the file.
 */
export const inviteApplicant = defineHandler({
  body: inviteApplicantRequestSchema,
  params: { leadId: commonWords.notFound },
  handle: async ({ caller, params, body, log }) => {
    const lead = await openFileLead(params.leadId, caller);
    return created(await invite(lead, caller!, body, { log }));
  },
});
