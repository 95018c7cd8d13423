import { newsQuerySchema } from '@maplestone/shared/schemas/misc';
import * as z from 'zod';
import { defineHandler, ok, PUBLIC_CACHE } from '../../lib/http';
import { defaultNewsDeps } from '../../services/news/default-deps';
import { getNewsPage } from '../../services/news/news';

/** The spec's query (count, page, search); `q` is accepted as a short alias of `search`. */
const querySchema = newsQuerySchema
  .extend({ q: z.string().trim().max(100).optional() })
  .transform(({ q, search, ...rest }) => ({ ...rest, search: search || q || undefined }));

/** GET /api/news?page&count&q: the merged mortgage news feeds, newest first, cached in the table. */
export const getNews = defineHandler({
  query: querySchema,
  handle: async ({ query, log }) => ok(await getNewsPage(query, defaultNewsDeps(log)), PUBLIC_CACHE),
});
