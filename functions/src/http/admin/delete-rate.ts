import { rates } from '../../data/repositories/rates';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/rates/{id}. */
export const deleteRate = defineHandler({
  handle: async ({ params }) => {
    if (!(await rates.remove(idParam(params)))) throw new NotFoundError();
    return noContent();
  },
});
