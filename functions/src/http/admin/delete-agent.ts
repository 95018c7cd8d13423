import { adminMessages } from '@maplestone/shared/admin-messages';
import { defineHandler, noContent } from '../../lib/http';
import { deleteAgent as deleteAgentAndSignIn } from '../../services/back-office/agents-admin';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/agents/{id}: the agent and its sign-in; 409 while it still has leads (ADR 070). */
export const deleteAgent = defineHandler({
  handle: async ({ params, log }) => {
    await deleteAgentAndSignIn(idParam(params, adminMessages.agentNotFound), log);
    return noContent();
  },
});
