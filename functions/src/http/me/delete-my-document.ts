import { dashboardMessages } from '@maplestone/shared/dashboard-messages';
import { defineHandler, noContent } from '../../lib/http';
import { deleteDocument } from '../../services/back-office/documents';
import { callerAgentId } from '../../services/back-office/ownership';
import { idParam } from '../../services/back-office/params';

/**
 * DELETE /api/me/documents/{id}: deletes one of the caller's documents, its file in storage included;
 * another agent's answers 404.
 */
export const deleteMyDocument = defineHandler({
  handle: async ({ caller, params, log }) => {
    const agentId = await callerAgentId(caller);
    const id = idParam(params, dashboardMessages.documentNotFound);
    await deleteDocument(id, agentId);
    log.info('document deleted', { documentId: id, agentId });
    return noContent();
  },
});
