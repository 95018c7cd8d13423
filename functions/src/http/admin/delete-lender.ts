import { messages } from '@maplestone/shared/messages';
import { lenders } from '../../data/repositories/lenders';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/lenders/{id}. */
export const deleteLender = defineHandler({
  params: { id: messages.common.notFound },
  handle: async ({ params }) => {
    if (!(await lenders.remove(params.id))) throw new NotFoundError();
    return noContent();
  },
});
