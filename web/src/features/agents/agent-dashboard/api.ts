import type { Agent, AgentSelfUpdateInput } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';
import { agentKeys } from '../../../lib/public-query-keys';
import { useResourceMutation } from '../../../lib/resource';

export const myAgentKeys = { all: ['me', 'agent'] as const };

/** The dashboard's schemas, downloaded beside its first data instead of before its first render (ADR 057). */
export const dashboardSchemas = () => import('./schemas');
const agentSchema = () => dashboardSchemas().then((m) => m.agentSchema);

/** GET /api/me/agent: the signed-in agent's own record. */
export function myAgentQuery() {
  return queryOptions({
    queryKey: myAgentKeys.all,
    queryFn: () => authedRequest('/api/me/agent', { schema: agentSchema }),
  });
}

/** The agent's public page, as the spec names it: /agent/{profile_slug or id}. */
export function agentPagePath(agent: { id: string; profile_slug?: string | null }): string {
  return `/agent/${encodeURIComponent(agent.profile_slug || agent.id)}`;
}

/**
 * The one way the dashboard saves the agent's own record: PATCH /api/me/agent with some fields (a settings
 * card, the slug, one image). The agent's record and its public page's caches are refreshed; the toasts are
 * the caller's (they differ per tab); `onSuccess` gets the record as saved.
 */
export function useUpdateMyAgent({
  success,
  failure,
  onSuccess,
}: {
  success: string | ((agent: Agent, changes: AgentSelfUpdateInput) => string);
  failure: string | ((error: unknown, changes: AgentSelfUpdateInput) => string);
  onSuccess?: (agent: Agent) => void;
}) {
  return useResourceMutation({
    mutationFn: (changes: AgentSelfUpdateInput) =>
      authedRequest('/api/me/agent', { method: 'PATCH', body: changes, schema: agentSchema }),
    invalidate: [myAgentKeys.all, agentKeys.all],
    success,
    failure,
    onSuccess,
  });
}
