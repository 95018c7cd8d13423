import { products } from '../../data/repositories/products';
import { defineHandler, ok } from '../../lib/http';
import { publicProduct } from '../../services/catalogue';

/** GET /api/admin/products: every product, newest first. */
export const listAdminProducts = defineHandler({
  handle: async () => ok((await products.listNewestFirst()).map(publicProduct)),
});
