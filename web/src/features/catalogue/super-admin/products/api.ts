import { adminMessages, type Product, type ProductRequest, productSchema } from '@maplestone/shared';
import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { adminResource } from '../../../../lib/admin-resource';

/** /api/admin/products: every product, newest first; create, edit, delete. */
export const productsResource = adminResource<Product, ProductRequest>({
  key: 'products',
  path: '/api/admin/products',
  schema: productSchema,
  messages: {
    fetchFailed: contentProductsWords.fetchFailed,
    saved: adminMessages.products.saved,
    saveFailed: adminMessages.products.saveFailed,
    deleted: adminMessages.products.deleted,
    deleteFailed: adminMessages.products.deleteFailed,
  },
});
