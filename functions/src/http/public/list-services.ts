import { services } from '../../data/repositories/services';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicService } from '../../services/catalogue';
import { readThrough } from '../../services/read-cache';

/** GET /api/services: oldest first, as the spec's public list. */
export const listServices = defineHandler({
  handle: async () =>
    ok(
      await readThrough('services', async () => (await services.listOldestFirst()).map(publicService)),
      PUBLIC_CACHE,
    ),
});
