import { messages } from '@maplestone/shared/messages';
import { services } from '../../data/repositories/services';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/services/{id}. */
export const deleteService = defineHandler({
  handle: async ({ params }) => {
    if (!(await services.remove(idParam(params, messages.services.notFound)))) {
      throw new NotFoundError(messages.services.notFound);
    }
    return noContent();
  },
});
