import { commonWords } from '@maplestone/shared/i18n/en/common';
import { leads } from '../../data/repositories/leads';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { removeLeadFile } from '../../services/borrower-file/removal';

/**
 * DELETE /api/admin/leads/{id}: the lead's borrower file first (its items, its applicants' e-mail entries and sign-in
 * links, its documents: ADR 118), then the lead with its activity; count-events takes it off its counters from the
 * stream (ADR 065). Asked again after a failure, it finishes what is left.
 */
export const deleteLead = defineHandler({
  params: { id: commonWords.notFound },
  handle: async ({ params, log }) => {
    await removeLeadFile(params.id, log);
    if (!(await leads.remove(params.id))) throw new NotFoundError(commonWords.notFound);
    return noContent();
  },
});
