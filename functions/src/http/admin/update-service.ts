import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { type Service, serviceUpdateSchema } from '@maplestone/shared/schemas/content';
import { services } from '../../data/repositories/services';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok } from '../../lib/http';
import { assertCatalogueImage, serviceToSave } from '../../services/back-office/catalogue';
import { publicService } from '../../services/catalogue';
import { IMAGE_BUCKETS } from '../../services/media';

/** PATCH /api/admin/services/{id}: the sent fields only, with the create's rules. */
export const updateService = defineHandler({
  body: serviceUpdateSchema,
  params: { id: contentServicesWords.notFound },
  handle: async ({ body, params }) => {
    await assertCatalogueImage(
      { path: 'image_url', value: body.image_url, bucket: IMAGE_BUCKETS.service },
      async () => (await services.get(params.id))?.image_url,
    );
    const { values, warning } = serviceToSave(body);
    const updated = await services.update(params.id, values as Partial<Omit<Service, 'id' | 'created_at'>>);
    if (!updated) throw new NotFoundError(contentServicesWords.notFound);
    return ok({ ...publicService(updated), warning });
  },
});
