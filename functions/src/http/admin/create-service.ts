import { randomUUID } from 'node:crypto';
import { type Service, serviceCreateSchema } from '@maplestone/shared/schemas/content';
import { services } from '../../data/repositories/services';
import { created, defineHandler } from '../../lib/http';
import { assertCatalogueImage, serviceToSave } from '../../services/back-office/catalogue';
import { publicService } from '../../services/catalogue';
import { IMAGE_BUCKETS } from '../../services/media';

/**
 * POST /api/admin/services: name required; features a JSON list of strings ('Features must be valid
 * JSON'); name and description cut to 255 characters, with the spec's warning in `warning`.
 */
export const createService = defineHandler({
  body: serviceCreateSchema,
  handle: async ({ body }) => {
    await assertCatalogueImage({ path: 'image_url', value: body.image_url, bucket: IMAGE_BUCKETS.service });
    const { values, warning } = serviceToSave(body);
    const service: Service = {
      id: randomUUID(),
      name: values.name,
      description: values.description ?? null,
      content: values.content ?? null,
      features: values.features ?? null,
      image_url: values.image_url ?? null,
      fr: values.fr ?? null,
      created_at: new Date().toISOString(),
    };
    await services.create(service);
    return created({ ...publicService(service), warning });
  },
});
