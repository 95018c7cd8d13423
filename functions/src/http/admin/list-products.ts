import { catalogueListQuerySchema } from '@maplestone/shared/schemas/list-queries';
import { products } from '../../data/repositories/products';
import { defineHandler, ok } from '../../lib/http';
import { catalogueList } from '../../services/back-office/catalogue';
import { publicProduct } from '../../services/catalogue';

/** GET /api/admin/products?french: every product, newest first; french=missing: those lacking French. */
export const listAdminProducts = defineHandler({
  query: catalogueListQuerySchema,
  handle: async ({ query }) =>
    ok(catalogueList('product', await products.listNewestFirst(), query).map(publicProduct)),
});
