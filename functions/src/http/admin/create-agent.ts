import { agentCreateRequestSchema } from '@maplestone/shared/schemas/agents';
import { created, defineHandler } from '../../lib/http';
import { backOfficeAgent } from '../../services/back-office/agent-record';
import { createAgent as createAgentWithSignIn } from '../../services/back-office/agents-admin';

/**
 * POST /api/admin/agents (create-agent): fullName, email, password → a sign-in in group agent, its
 * agent record and profile, all or nothing. An e-mail already signed up answers 409.
 */
export const createAgent = defineHandler({
  body: agentCreateRequestSchema,
  handle: async ({ body, log }) => {
    const agent = await createAgentWithSignIn(body, log);
    log.info('agent created', { agentId: agent.id });
    return created(backOfficeAgent(agent));
  },
});
