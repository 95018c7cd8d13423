import { messages } from '@maplestone/shared/messages';
import { defineHandler, ok } from '../../lib/http';
import { leadHistory } from '../../services/back-office/leads';

/** GET /api/admin/leads/{id}/history: any lead's activity, newest first. */
export const getLeadHistory = defineHandler({
  params: { id: messages.common.notFound },
  handle: async ({ params }) => ok(await leadHistory(params.id)),
});
