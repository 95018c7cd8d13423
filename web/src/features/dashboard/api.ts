import { agentSchema } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../lib/authed-api';

export const myAgentKeys = { all: ['me', 'agent'] as const };

/** GET /api/me/agent: the signed-in agent's own record. */
export function myAgentQuery() {
  return queryOptions({
    queryKey: myAgentKeys.all,
    queryFn: ({ signal }) => authedRequest('/api/me/agent', { schema: agentSchema, signal }),
  });
}

/** The agent's public page, as the spec names it: /agent/{profile_slug or id}. */
export function agentPagePath(agent: { id: string; profile_slug?: string | null }): string {
  return `/agent/${encodeURIComponent(agent.profile_slug || agent.id)}`;
}
