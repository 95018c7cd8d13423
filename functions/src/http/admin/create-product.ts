import { randomUUID } from 'node:crypto';
import { type Product, productRequestSchema } from '@maplestone/shared/schemas/content';
import { products } from '../../data/repositories/products';
import { created, defineHandler } from '../../lib/http';
import { assertCatalogueImage } from '../../services/back-office/catalogue';
import { publicProduct } from '../../services/catalogue';
import { IMAGE_BUCKETS } from '../../services/media';

/** POST /api/admin/products: name required; price optional, in steps of 0.01. */
export const createProduct = defineHandler({
  body: productRequestSchema,
  handle: async ({ body }) => {
    await assertCatalogueImage({ path: 'image_url', value: body.image_url, bucket: IMAGE_BUCKETS.product });
    const product: Product = {
      id: randomUUID(),
      name: body.name,
      description: body.description ?? null,
      content: body.content ?? null,
      price: body.price ?? null,
      image_url: body.image_url ?? null,
      fr: body.fr ?? null,
      created_at: new Date().toISOString(),
    };
    await products.create(product);
    return created(publicProduct(product));
  },
});
