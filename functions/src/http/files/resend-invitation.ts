import { commonWords } from '@maplestone/shared/i18n/en/common';
import { accepted, defineHandler } from '../../lib/http';
import { openFileLead } from '../../services/borrower-files';
import { resendInvitation as resend } from '../../services/borrower-portal';

/** POST /api/files/{leadId}/applicants/{applicantId}/invitation: a new link e-mailed; the old one stops working. */
export const resendInvitation = defineHandler({
  params: { leadId: commonWords.notFound, applicantId: commonWords.notFound },
  handle: async ({ caller, params, log }) => {
    const lead = await openFileLead(params.leadId, caller);
    return accepted(await resend(lead, caller!, params.applicantId, { log }));
  },
});
