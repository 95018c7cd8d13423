import { ROLE_GROUPS, type Role } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryKey } from '../lib/session-key';
import { hasStoredSession } from '../lib/stored-session';

/**
 * The signed-in staff member (agent, admin or super admin), or null. The session's code (and zod) is
 * downloaded only when a session is stored, so anonymous visitors of public pages never load it (ADR 021). Shares the
 * guards' ['session'] cache entry.
 */
export function useStaffSession() {
  const stored = hasStoredSession();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => import('../features/auth/api/me').then((m) => m.currentSession()),
    enabled: stored,
    retry: false,
    staleTime: 30_000,
  });
  const data = session.data;
  const staff = data && (ROLE_GROUPS as readonly Role[]).includes(data.me.role) ? data : null;
  return { staff, checking: stored && session.isPending };
}
