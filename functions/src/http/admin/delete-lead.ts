import { leads } from '../../data/repositories/leads';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/leads/{id}: the lead; count-events takes it off its counters from the stream (ADR 065). */
export const deleteLead = defineHandler({
  handle: async ({ params }) => {
    if (!(await leads.remove(idParam(params)))) throw new NotFoundError();
    return noContent();
  },
});
