import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { defineHandler, noContent } from '../../lib/http';
import { deleteAgent as deleteAgentAndSignIn } from '../../services/back-office/agents-admin';

/** DELETE /api/admin/agents/{id}: the agent and its sign-in; 409 while it still has leads (ADR 070). */
export const deleteAgent = defineHandler({
  params: { id: adminMessages.agentNotFound },
  handle: async ({ params, log }) => {
    await deleteAgentAndSignIn(params.id, log);
    return noContent();
  },
});
