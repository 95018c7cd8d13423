import { uploadRequestSchema } from '@maplestone/shared/schemas/misc';
import { created, defineHandler } from '../../lib/http';
import { presignUpload } from '../../lib/uploads';
import { callerAgentId } from '../../services/back-office/ownership';
import { AGENT_UPLOAD_KINDS, assertKind } from '../../services/back-office/uploads';

/**
 * POST /api/me/uploads: a presigned POST for one of the agent's own files. The server picks the key
 * ({agentId}/{timestamp}-{safe filename}); the caller cannot choose the owner or the bucket.
 */
export const createMyUpload = defineHandler({
  body: uploadRequestSchema,
  handle: async ({ body, caller }) => {
    assertKind(body.kind, AGENT_UPLOAD_KINDS);
    return created(await presignUpload(body, await callerAgentId(caller)));
  },
});
