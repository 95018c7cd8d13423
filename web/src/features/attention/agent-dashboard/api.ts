import type { AgentAttention } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';
import { backOfficeKeys } from '../../../lib/back-office-keys';
import { LIVE_QUERY } from '../../../lib/resource';

/**
 * GET /api/me/attention (issue 33): the agent's leads waiting for a first contact, overdue and new, each
 * pile its first page and its total. Kept fresh as the leads list is (LIVE_QUERY); its schema loads beside
 * the data.
 */
export function myAttentionQuery() {
  return queryOptions({
    queryKey: backOfficeKeys.myAttention,
    queryFn: (): Promise<AgentAttention> =>
      authedRequest('/api/me/attention', {
        schema: () => import('../back-office/schemas').then((m) => m.agentAttentionSchema),
      }),
    ...LIVE_QUERY,
  });
}
