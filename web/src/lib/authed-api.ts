import { ApiError, apiDownload, apiRequest, type Download, type RequestOptions } from './api';
import { currentIdToken } from './stored-session';

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
export async function authedDownload(
  path: string,
  options: { signal?: AbortSignal } = {},
): Promise<Download> {
  return withToken((token) => apiDownload(path, { ...options, token }));
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

/**
 * `next` when it is a path on this site ('/...', never '//host', '/\host', a full URL or control
 * characters, which browsers may read as another host), else null: /auth never redirects off-site.
 */
export function safeNext(next: string | null | undefined): string | null {
  if (!next || next.length > 2048 || !next.startsWith('/') || next.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\\\u0000-\u001f\u007f]/.test(next)) return null;
  const base = 'https://this.site.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return null;
  }
  if (url.origin !== base || url.pathname === '/auth') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /auth, with the page to come back to after signing in. */
export function signInPath(next: string): string {
  const back = safeNext(next);
  return back && back !== '/' ? `/auth?next=${encodeURIComponent(back)}` : '/auth';
}

/** What the app does once a call found the session gone: set by the router's layout, a full load before. */
type Leave = () => void;
let leave: Leave = () => {
  const { pathname, search, hash } = window.location;
  window.location.assign(signInPath(`${pathname}${search}${hash}`));
};
const fallback = leave;

/** The router registers how to leave (navigate to /auth?next=..., drop the session); returns the undo. */
export function onSignedOut(handler: Leave): () => void {
  leave = handler;
  return () => {
    if (leave === handler) leave = fallback;
  };
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
    leave();
  })().finally(() => {
    leaving = undefined;
  });
  return leaving;
}
