import { messages } from '@maplestone/shared/messages';
import { idSchema } from '@maplestone/shared/schemas/common';
import { services } from '../../data/repositories/services';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicService } from '../../services/catalogue';
import { readThrough } from '../../services/read-cache';

/** GET /api/services/{id}; 404 'Service not found.' */
export const getService = defineHandler({
  handle: async ({ params }) => {
    const id = idSchema.safeParse(params.id);
    const service = id.success
      ? await readThrough(`service:${id.data}`, () => services.get(id.data))
      : undefined;
    if (!service) throw new NotFoundError(messages.services.notFound);
    return ok(publicService(service), PUBLIC_CACHE);
  },
});
