import { documentCreateRequestSchema } from '@maplestone/shared/schemas/misc';
import { created, defineHandler } from '../../lib/http';
import { recordDocument, withDownloadLink } from '../../services/back-office/documents';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * POST /api/me/documents: records an uploaded document. Its file must be one of ours, under the
 * caller's own prefix, and really uploaded; type is 'certificate' for a pdf, else 'other'.
 */
export const createMyDocument = defineHandler({
  body: documentCreateRequestSchema,
  handle: async ({ body, caller, log }) => {
    const document = await recordDocument(body, await callerAgentId(caller));
    log.info('document recorded', { documentId: document.id, agentId: document.agent_id });
    return created(await withDownloadLink(document));
  },
});
