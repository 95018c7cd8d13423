import { type AgentSelfUpdateInput, agentSchema } from '@maplestone/shared';
import { authedRequest } from '../../lib/authed-api';
import { useResourceMutation } from '../../lib/resource';
import { agentKeys } from '../agents/api/agents';
import { myAgentKeys } from './api';

/**
 * PATCH /api/me/agent with a few fields (the slug, one image): the agent's own record and its public
 * page's caches are refreshed; the toasts are the caller's (they differ between the slug and the images).
 */
export function useUpdateMyAgent({
  success,
  failure,
}: {
  success: string;
  failure: string | ((error: unknown) => string);
}) {
  return useResourceMutation({
    mutationFn: (changes: AgentSelfUpdateInput) =>
      authedRequest('/api/me/agent', { method: 'PATCH', body: changes, schema: agentSchema }),
    invalidate: [myAgentKeys.all, agentKeys.all],
    success,
    failure,
  });
}
