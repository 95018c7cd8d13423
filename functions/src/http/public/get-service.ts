import { messages } from '@maplestone/shared/i18n/en/messages';
import { services } from '../../data/repositories/services';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicService } from '../../services/catalogue';
import { readThrough } from '../../services/read-cache';

/** GET /api/services/{id}; 404 'Service not found.' */
export const getService = defineHandler({
  params: { id: messages.services.notFound },
  handle: async ({ params: { id } }) => {
    const service = await readThrough(`service:${id}`, () => services.get(id));
    if (!service) throw new NotFoundError(messages.services.notFound);
    return ok(publicService(service), PUBLIC_CACHE);
  },
});
