import { contentProductsWords } from '@maplestone/shared/i18n/en/content';
import { productUpdateSchema } from '@maplestone/shared/schemas/content';
import { products } from '../../data/repositories/products';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { assertCatalogueImage } from '../../services/back-office/catalogue';
import { publicProduct } from '../../services/catalogue';
import { IMAGE_BUCKETS } from '../../services/media';

/** PATCH /api/admin/products/{id}: the sent fields only. */
export const updateProduct = defineHandler({
  body: productUpdateSchema,
  params: { id: contentProductsWords.notFound },
  handle: async ({ body, params }) => {
    await assertCatalogueImage(
      { path: 'image_url', value: body.image_url, bucket: IMAGE_BUCKETS.product },
      async () => (await products.get(params.id))?.image_url,
    );
    const updated = await products.update(params.id, body);
    if (!updated) throw new NotFoundError(contentProductsWords.notFound);
    return ok(publicProduct(updated));
  },
});
