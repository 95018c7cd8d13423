import { messages } from '@maplestone/shared/messages';
import { products } from '../../data/repositories/products';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/products/{id}. */
export const deleteProduct = defineHandler({
  params: { id: messages.products.notFound },
  handle: async ({ params }) => {
    if (!(await products.remove(params.id))) {
      throw new NotFoundError(messages.products.notFound);
    }
    return noContent();
  },
});
