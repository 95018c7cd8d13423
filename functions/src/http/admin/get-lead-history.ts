import { commonWords } from '@maplestone/shared/i18n/en/common';
import { pageQuerySchema } from '@maplestone/shared/schemas/page';
import { defineHandler, ok } from '../../lib/http';
import { leadHistoryPage } from '../../services/back-office/leads';

/** GET /api/admin/leads/{id}/history?limit&cursor: a page of any lead's activity, newest first, its arrival last. */
export const getLeadHistory = defineHandler({
  params: { id: commonWords.notFound },
  query: pageQuerySchema,
  handle: async ({ params, query }) => ok(await leadHistoryPage(params.id, query)),
});
