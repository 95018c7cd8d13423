import { dashboardMessages } from '@maplestone/shared/i18n/en/staff/agent-dashboard/index';
import { defineHandler, noContent } from '../../lib/http';
import { deleteDocument } from '../../services/back-office/documents';
import { callerAgentId } from '../../services/back-office/ownership';

/**
 * DELETE /api/me/documents/{id}: deletes one of the caller's documents, its file in storage included;
 * another agent's answers 404.
 */
export const deleteMyDocument = defineHandler({
  params: { id: dashboardMessages.documentNotFound },
  handle: async ({ caller, params: { id }, log }) => {
    const agentId = await callerAgentId(caller);
    await deleteDocument(id, agentId);
    log.info('document deleted', { documentId: id, agentId });
    return noContent();
  },
});
