import { commonWords } from '@maplestone/shared/i18n/en/common';
import { defineHandler, ok } from '../../lib/http';
import { withAgentNames } from '../../services/back-office/lead-lists';
import { readLead } from '../../services/back-office/leads';

/** GET /api/admin/leads/{id}: any lead, whole (its chat transcript included), with its agent's name. */
export const getLead = defineHandler({
  params: { id: commonWords.notFound },
  handle: async ({ params }) => {
    const [lead] = await withAgentNames([await readLead(params.id, undefined)]);
    return ok(lead);
  },
});
