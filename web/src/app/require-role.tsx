import { messages, type Role } from '@maplestone/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { currentSession, type Session, signOutEverywhere } from '../features/auth/api/session';
import { toast } from '../lib/toast';
import { sessionQueryKey } from './session-key';

export const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: currentSession,
  retry: false,
  staleTime: 30_000,
};

/**
 * A guarded area: signed out → /auth; a role not in `allow` → 'Access denied' and /; while the user
 * and role load, a spinner. Session tokens come from Amplify's storage and refresh on their own.
 */
export function RequireRole({
  allow,
  children,
}: {
  allow: readonly Role[];
  children: (session: Session, signOut: () => Promise<void>) => ReactNode;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const [leaving, setLeaving] = useState(false);
  const allowed = session.data ? allow.includes(session.data.me.role) : false;

  useEffect(() => {
    if (session.isPending || leaving) return;
    if (session.isError) {
      toast.error(messages.auth.profileLoadError, { id: 'guard' });
      navigate('/', { replace: true });
    } else if (!session.data) {
      navigate('/auth', { replace: true });
    } else if (!allowed) {
      toast.error(messages.auth.accessDenied, { id: 'guard' });
      navigate('/', { replace: true });
    }
  }, [session.isPending, session.isError, session.data, allowed, navigate, leaving]);

  /** Logout: sign out, then go home (spec); the cached session is dropped once we have left. */
  const signOut = async () => {
    setLeaving(true);
    await signOutEverywhere();
    navigate('/');
    queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
  };

  if (!session.data || !allowed) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <Loader2 className="size-8 animate-spin text-navy-700" aria-hidden />
        <span className="sr-only">{messages.common.loading}</span>
      </div>
    );
  }
  return children(session.data, signOut);
}
