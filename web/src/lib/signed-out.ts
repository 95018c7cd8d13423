/**
 * Where a visitor goes once a signed-in call found the session gone (ADR 029): /auth?next=<the page>. Apart from
 * lib/authed-api.ts so the root layout registers it on every page without loading the signed-in call code.
 */

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

/** Leaves for /auth as registered (authed-api, once it has signed out). */
export function leaveSignedOut(): void {
  leave();
}
