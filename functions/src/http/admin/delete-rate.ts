import { messages } from '@maplestone/shared/messages';
import { rates } from '../../data/repositories/rates';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/rates/{id}. */
export const deleteRate = defineHandler({
  params: { id: messages.common.notFound },
  handle: async ({ params }) => {
    if (!(await rates.remove(params.id))) throw new NotFoundError();
    return noContent();
  },
});
