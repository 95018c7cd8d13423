import { messages } from '@maplestone/shared/messages';
import { idSchema } from '@maplestone/shared/schemas/common';
import { products } from '../../data/repositories/products';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicProduct } from '../../services/catalogue';
import { readThrough } from '../../services/read-cache';

/** GET /api/products/{id}; 404 'Product not found.' */
export const getProduct = defineHandler({
  handle: async ({ params }) => {
    const id = idSchema.safeParse(params.id);
    const product = id.success
      ? await readThrough(`product:${id.data}`, () => products.get(id.data))
      : undefined;
    if (!product) throw new NotFoundError(messages.products.notFound);
    return ok(publicProduct(product), PUBLIC_CACHE);
  },
});
