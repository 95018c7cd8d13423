import { products } from '../../data/repositories/products';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicProduct } from '../../services/catalogue';
import { readThrough } from '../../services/read-cache';

/** GET /api/products: oldest first, as the spec's public list. */
export const listProducts = defineHandler({
  handle: async () =>
    ok(
      await readThrough('products', async () => (await products.listOldestFirst()).map(publicProduct)),
      PUBLIC_CACHE,
    ),
});
