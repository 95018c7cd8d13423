import { lenders } from '../../data/repositories/lenders';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/lenders/{id}. */
export const deleteLender = defineHandler({
  handle: async ({ params }) => {
    if (!(await lenders.remove(idParam(params)))) throw new NotFoundError();
    return noContent();
  },
});
