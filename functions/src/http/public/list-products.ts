import { products } from '../../data/repositories/products';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicProduct } from '../../services/catalogue';

/** GET /api/products: oldest first, as the spec's public list. */
export const listProducts = defineHandler({
  handle: async () => ok((await products.listOldestFirst()).map(publicProduct), PUBLIC_CACHE),
});
