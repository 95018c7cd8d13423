import { lenders } from '../../data/repositories/lenders';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { publicLender } from '../../services/lenders';
import { readThrough } from '../../services/read-cache';

/** GET /api/lenders: active lenders by display_order, each with its normalised `category`. */
export const listLenders = defineHandler({
  handle: async () =>
    ok(
      await readThrough('lenders', async () => (await lenders.listActiveByDisplayOrder()).map(publicLender)),
      PUBLIC_CACHE,
    ),
});
