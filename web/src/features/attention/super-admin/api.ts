import type { AdminAttention } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';
import { backOfficeKeys } from '../../../lib/back-office-keys';
import { LIVE_QUERY } from '../../../lib/resource';

/**
 * GET /api/admin/attention (issue 33): the landing's piles, each its first page and its total: leads
 * overdue for first contact and new ones, agents' testimonials awaiting approval and drafts awaiting
 * review. Kept fresh as the lead lists are (LIVE_QUERY); its schema loads beside the data.
 */
export function adminAttentionQuery() {
  return queryOptions({
    queryKey: backOfficeKeys.adminAttention,
    queryFn: (): Promise<AdminAttention> =>
      authedRequest('/api/admin/attention', {
        schema: () => import('../back-office/schemas').then((m) => m.adminAttentionSchema),
      }),
    ...LIVE_QUERY,
  });
}
