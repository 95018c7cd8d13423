import { pageQuerySchema } from '@maplestone/shared/schemas/page';
import { defineHandler, ok } from '../../lib/http';
import { agentDocumentsPage } from '../../services/back-office/documents';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * GET /api/me/documents?limit&cursor: a page of the caller's documents, newest first, each with a short-lived
 * download link (issue 33, ADR 094).
 */
export const listMyDocuments = defineHandler({
  query: pageQuerySchema,
  handle: async ({ caller, query }) => ok(await agentDocumentsPage(await callerAgentId(caller), query)),
});
