import type { Lead, Role } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';

export const leadKeys = {
  all: ['leads'] as const,
  recentApplications: (scope: 'own' | 'all', userId: string) =>
    ['leads', 'applications', scope, userId] as const,
};

/**
 * Recent applications for signed-in staff: a super admin reads every one (GET /api/admin/leads), an
 * agent or admin their own (GET /api/me/leads). Newest first, as the API answers.
 */
export function recentApplicationsQuery(session: { role: Role; userId: string }) {
  const scope = session.role === 'super_admin' ? 'all' : 'own';
  const path = scope === 'all' ? '/api/admin/leads?type=application' : '/api/me/leads?type=application';
  return queryOptions({
    queryKey: leadKeys.recentApplications(scope, session.userId),
    queryFn: ({ signal }) =>
      authedRequest<Lead[]>(path, {
        schema: () => import('./schemas').then((s) => s.leadListSchema),
        signal,
      }),
  });
}
