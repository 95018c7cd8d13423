import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { sessionQueryKey } from '../lib/session-key';
import { onSignedOut, signInPath } from '../lib/signed-out';

/**
 * When a signed-in call finds the session gone (401, ADR 029): forget the cached session and go to
 * /auth?next=<this page>, which returns here after the sign-in. Mounted once, by the root layout.
 */
export function useSignedOutRedirect() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const location = useLocation();
  const here = useRef(location);
  here.current = location;
  useEffect(
    () =>
      onSignedOut(() => {
        const { pathname, search, hash } = here.current;
        navigate(signInPath(`${pathname}${search}${hash}`), { replace: true });
        queryClient.removeQueries({ queryKey: sessionQueryKey });
      }),
    [navigate, queryClient],
  );
}
