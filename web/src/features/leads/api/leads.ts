import type { LeadListRow, Role } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';

export const leadKeys = {
  all: ['leads'] as const,
  recentApplications: (scope: 'own' | 'all', userId: string) =>
    ['leads', 'applications', scope, userId] as const,
};

/** How many recent applications the list shows: the first page of the API's, newest first. */
const RECENT_APPLICATIONS = 20;

/**
 * Recent applications for signed-in staff: a super admin reads the platform's (GET /api/admin/leads), an
 * agent or admin their own (GET /api/me/leads); the newest 20, the first page of the list's (issue 33).
 */
export function recentApplicationsQuery(session: { role: Role; userId: string }) {
  const scope = session.role === 'super_admin' ? 'all' : 'own';
  const list = scope === 'all' ? '/api/admin/leads' : '/api/me/leads';
  return queryOptions({
    queryKey: leadKeys.recentApplications(scope, session.userId),
    queryFn: async (): Promise<LeadListRow[]> => {
      const page = await authedRequest(`${list}?type=application&limit=${RECENT_APPLICATIONS}`, {
        schema: () => import('./schemas').then((s) => s.leadListPageSchema),
      });
      return page.items;
    },
  });
}
