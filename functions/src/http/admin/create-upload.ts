import { commonWords } from '@maplestone/shared/i18n/en/common';
import { idSchema } from '@maplestone/shared/schemas/common';
import { uploadRequestSchema } from '@maplestone/shared/schemas/misc';
import * as z from 'zod';
import { agents } from '../../data/repositories/agents';
import { ValidationError } from '../../lib/errors';
import { created, defineHandler, parseWith } from '../../lib/http';
import { presignUpload } from '../../lib/uploads';
import { AgentNotFoundError } from '../../services/back-office/ownership';
import { ADMIN_UPLOAD_KINDS, assertKind, CATALOGUE_PREFIX } from '../../services/back-office/uploads';

/** ours */
const CATALOGUE_HAS_NO_AGENT = 'Catalogue images belong to no agent';

const adminUploadSchema = z.looseObject({ agent_id: idSchema.optional() });

/**
 * POST /api/admin/uploads { kind, filename, content_type, size, agent_id? }: a presigned POST for an
 * agent's headshot or banner (under that agent's prefix; agent_id required) or a catalogue image
 * (product, service, lender logo).
 */
export const createAdminUpload = defineHandler({
  body: adminUploadSchema,
  handle: async ({ body }) => {
    const { agent_id: agentId, ...rest } = body;
    const request = parseWith(uploadRequestSchema, rest);
    assertKind(request.kind, ADMIN_UPLOAD_KINDS);
    const catalogue = CATALOGUE_PREFIX[request.kind];
    if (catalogue) {
      if (agentId) {
        throw new ValidationError(CATALOGUE_HAS_NO_AGENT, [
          { path: 'agent_id', message: CATALOGUE_HAS_NO_AGENT },
        ]);
      }
      return created(await presignUpload(request, catalogue));
    }
    if (!agentId) {
      throw new ValidationError(commonWords.required, [{ path: 'agent_id', message: commonWords.required }]);
    }
    if (!(await agents.get(agentId))) throw new AgentNotFoundError();
    return created(await presignUpload(request, agentId));
  },
});
