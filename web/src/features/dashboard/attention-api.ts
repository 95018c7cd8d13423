import type { AgentAttention } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../lib/authed-api';
import { LIVE_QUERY } from '../../lib/resource';

/** The landing's key: a change of one of the agent's leads makes it stale. */
export const myAttentionKey = ['me', 'attention'] as const;

/**
 * GET /api/me/attention (issue 33): the agent's leads waiting for a first contact, overdue and new, each
 * pile its first page and its total. Kept fresh as the leads list is (LIVE_QUERY); its schema loads beside
 * the data.
 */
export function myAttentionQuery() {
  return queryOptions({
    queryKey: myAttentionKey,
    queryFn: (): Promise<AgentAttention> =>
      authedRequest('/api/me/attention', {
        schema: () =>
          import('../../components/back-office/attention/schemas').then((m) => m.agentAttentionSchema),
      }),
    ...LIVE_QUERY,
  });
}
