import { documents } from '../../data/repositories/documents';
import { defineHandler, ok } from '../../lib/http';
import { withDownloadLink } from '../../services/back-office/documents';
import { callerAgentId } from '../../services/back-office/ownership';

/** GET /api/me/documents: the caller's documents, newest first, each with a short-lived download link. */
export const listMyDocuments = defineHandler({
  handle: async ({ caller }) => {
    const own = await documents.listByAgent(await callerAgentId(caller));
    return ok(await Promise.all(own.map(withDownloadLink)));
  },
});
