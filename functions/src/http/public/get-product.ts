import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { products } from '../../data/repositories/products';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicProduct } from '../../services/catalogue';
import { readThrough } from '../../services/read-cache';

/** GET /api/products/{id}; 404 'Product not found.' */
export const getProduct = defineHandler({
  params: { id: contentProductsWords.notFound },
  handle: async ({ params: { id } }) => {
    const product = await readThrough(`product:${id}`, () => products.get(id));
    if (!product) throw new NotFoundError(contentProductsWords.notFound);
    return ok(publicProduct(product), PUBLIC_CACHE);
  },
});
