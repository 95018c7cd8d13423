import { messages } from '@maplestone/shared/messages';
import { services } from '../../data/repositories/services';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/services/{id}. */
export const deleteService = defineHandler({
  params: { id: messages.services.notFound },
  handle: async ({ params }) => {
    if (!(await services.remove(params.id))) {
      throw new NotFoundError(messages.services.notFound);
    }
    return noContent();
  },
});
