import { type Role, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { siteAuthWords } from '@maplestone/shared/i18n/en/site';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { currentSession, type Session } from '../features/auth/api/me';
import { isSignedOutError, signInPath } from '../lib/authed-api';
import { sessionQueryKey } from '../lib/session-key';
import { toast } from '../lib/toast';

export const sessionQuery = {
  queryKey: sessionQueryKey,
  queryFn: currentSession,
  retry: false,
  staleTime: 30_000,
};

/**
 * A guarded area: signed out → /auth?next=<this page> (the sign-in comes back here); a role not in
 * `allow` → 'Access denied' and /; while the user and role load, a spinner. Signed-in calls take a
 * current token from Amplify through lib/authed-api (ADR 029).
 */
export function RequireRole({
  allow,
  children,
}: {
  allow: readonly Role[];
  children: (session: Session, signOut: () => Promise<void>) => ReactNode;
}) {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const queryClient = useQueryClient();
  const session = useQuery(sessionQuery);
  const [leaving, setLeaving] = useState(false);
  const allowed = session.data ? allow.includes(session.data.me.role) : false;

  // A cached 'signed out' that is being checked again is not an answer yet: wait for the check.
  const checking = session.isPending || (session.isFetching && !session.data);
  useEffect(() => {
    if (checking || leaving) return;
    if (session.isError) {
      // A 401 has already signed out and left for /auth (lib/authed-api).
      if (isSignedOutError(session.error)) return;
      toast.error(siteAuthWords.profileLoadError, { id: 'guard' });
      navigate('/', { replace: true });
    } else if (!session.data) {
      navigate(signInPath(`${pathname}${search}${hash}`), { replace: true });
    } else if (!allowed) {
      toast.error(staffMessages.backOffice.accessDenied, { id: 'guard' });
      navigate('/', { replace: true });
    }
  }, [
    checking,
    session.isError,
    session.error,
    session.data,
    allowed,
    navigate,
    leaving,
    pathname,
    search,
    hash,
  ]);

  /** Logout: sign out, then go home (spec); the cached session is dropped once we have left. */
  const signOut = async () => {
    setLeaving(true);
    // Amplify (in the sign-in module) is downloaded for this, not for showing the dashboard.
    await (await import('../features/auth/api/session')).signOutEverywhere();
    navigate('/');
    queryClient.removeQueries({ queryKey: sessionQuery.queryKey });
  };

  if (!session.data || !allowed) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <Loader2 className="size-8 animate-spin text-navy-700" aria-hidden />
        <span className="sr-only">{commonWords.loading}</span>
      </div>
    );
  }
  return children(session.data, signOut);
}
