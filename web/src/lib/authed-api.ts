import { ApiError, apiDownload, apiRequest, type Download, type RequestOptions } from './api';
import { leaveSignedOut } from './signed-out';
import { currentIdToken } from './stored-session';

// Where a signed-out visitor goes, apart: the root layout registers it on every page, without this module.
export { onSignedOut, safeNext, signInPath } from './signed-out';

/**
 * The one way the web makes a signed-in call (ADR 029). Each call asks Amplify for the current ID token
 * (`fetchAuthSession`, which refreshes an expired one), so a page left open for hours still sends a
 * valid token and no component passes tokens by hand. A 401 (or no session at all) signs out and goes to
 * /auth?next=<the page the user was on>; the sign-in returns there.
 * The token is read from Amplify's store while valid; Amplify itself loads only to refresh an expired one
 * (lib/stored-session.ts), so public pages and a dashboard's first load never download it.
 */
export async function authedRequest<T>(path: string, options: Omit<RequestOptions<T>, 'token'>): Promise<T> {
  return withToken((token) => apiRequest(path, { ...options, token }));
}

/** A signed-in GET of a file (the leads CSV), with the same token and 401 handling as authedRequest. */
export async function authedDownload(path: string): Promise<Download> {
  return withToken((token) => apiDownload(path, { token }));
}

async function withToken<T>(call: (token: string) => Promise<T>): Promise<T> {
  const token = await currentIdToken();
  if (!token) {
    await signedOut();
    throw new ApiError(401, 'unauthorized', 'Signed out');
  }
  try {
    return await call(token);
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) await signedOut();
    throw error;
  }
}

/** True for the error an authed call throws once it has signed out and left for /auth. */
export function isSignedOutError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

let leaving: Promise<void> | undefined;

/** Signs out once however many calls fail together, then leaves for /auth. */
function signedOut(): Promise<void> {
  leaving ??= (async () => {
    try {
      await (await import('./amplify')).signOutHere();
    } catch {
      // Already signed out, or Cognito unreachable: the tokens are forgotten either way.
    }
    leaveSignedOut();
  })().finally(() => {
    leaving = undefined;
  });
  return leaving;
}
