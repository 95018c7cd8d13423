import { privacyRequestListQuerySchema } from '@maplestone/shared/schemas/list-queries';
import { defineHandler, ok } from '../../lib/http';
import { privacyRequestsPage } from '../../services/back-office/privacy';

/**
 * GET /api/admin/privacy/requests?status&limit&cursor: a page of every request, newest received first, or
 * (status=open) of the open ones, soonest due first, with how many are open; each with its days left and
 * overdue flag (issue 33, ADR 094).
 */
export const listPrivacyRequests = defineHandler({
  query: privacyRequestListQuerySchema,
  handle: async ({ query }) => ok(await privacyRequestsPage(query)),
});
