import { messages } from '@maplestone/shared/messages';
import { products } from '../../data/repositories/products';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/products/{id}. */
export const deleteProduct = defineHandler({
  handle: async ({ params }) => {
    if (!(await products.remove(idParam(params, messages.products.notFound)))) {
      throw new NotFoundError(messages.products.notFound);
    }
    return noContent();
  },
});
