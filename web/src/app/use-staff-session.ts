import { ROLE_GROUPS, type Role } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { sessionQueryKey } from '../lib/session-key';

/** Whether Amplify has a signed-in user stored (its LastAuthUser key), without loading Amplify. */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith('CognitoIdentityServiceProvider.') && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage blocked: nobody is signed in here.
  }
  return false;
}

/**
 * The signed-in staff member (agent, admin or super admin), or null. Amplify is downloaded only when a
 * session is stored, so anonymous visitors of public pages never load it (ADR 021). Shares the
 * guards' ['session'] cache entry.
 */
export function useStaffSession() {
  const stored = hasStoredSession();
  const session = useQuery({
    queryKey: sessionQueryKey,
    queryFn: () => import('../features/auth/api/session').then((m) => m.currentSession()),
    enabled: stored,
    retry: false,
    staleTime: 30_000,
  });
  const data = session.data;
  const staff = data && (ROLE_GROUPS as readonly Role[]).includes(data.me.role) ? data : null;
  return { staff, checking: stored && session.isPending };
}
