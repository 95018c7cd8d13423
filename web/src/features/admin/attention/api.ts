import type { AdminAttention } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';
import { LIVE_QUERY } from '../../../lib/resource';

/** The landing's key: a change of a lead (its status, its agent, its deletion) makes it stale. */
export const adminAttentionKey = ['admin', 'attention'] as const;

/**
 * GET /api/admin/attention (issue 33): the landing's piles, each its first page and its total: leads
 * overdue for first contact and new ones, agents' testimonials awaiting approval and drafts awaiting
 * review. Kept fresh as the lead lists are (LIVE_QUERY); its schema loads beside the data.
 */
export function adminAttentionQuery() {
  return queryOptions({
    queryKey: adminAttentionKey,
    queryFn: (): Promise<AdminAttention> =>
      authedRequest('/api/admin/attention', {
        schema: () =>
          import('../../../components/back-office/attention/schemas').then((m) => m.adminAttentionSchema),
      }),
    ...LIVE_QUERY,
  });
}
