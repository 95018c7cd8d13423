import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { services } from '../../data/repositories/services';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicService } from '../../services/catalogue';
import { readThrough } from '../../services/read-cache';

/** GET /api/services/{id}; 404 'Service not found.' */
export const getService = defineHandler({
  params: { id: contentServicesWords.notFound },
  handle: async ({ params: { id } }) => {
    const service = await readThrough(`service:${id}`, () => services.get(id));
    if (!service) throw new NotFoundError(contentServicesWords.notFound);
    return ok(publicService(service), PUBLIC_CACHE);
  },
});
