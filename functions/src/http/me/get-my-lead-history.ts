import { commonWords } from '@maplestone/shared/i18n/en/common';
import { pageQuerySchema } from '@maplestone/shared/schemas/page';
import { defineHandler, ok } from '../../lib/http';
import { leadHistoryPage } from '../../services/back-office/leads';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * GET /api/me/leads/{id}/history?limit&cursor: a page of one of the caller's leads' activity, newest first, its
 * arrival last; another's: 404.
 */
export const getMyLeadHistory = defineHandler({
  params: { id: commonWords.notFound },
  query: pageQuerySchema,
  handle: async ({ caller, params, query }) =>
    ok(await leadHistoryPage(params.id, query, await callerAgentId(caller))),
});
