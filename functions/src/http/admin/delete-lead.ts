import { messages } from '@maplestone/shared/messages';
import { leads } from '../../data/repositories/leads';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/leads/{id}: the lead; count-events takes it off its counters from the stream (ADR 065). */
export const deleteLead = defineHandler({
  params: { id: messages.common.notFound },
  handle: async ({ params }) => {
    if (!(await leads.remove(params.id))) throw new NotFoundError();
    return noContent();
  },
});
