import { loadRuntimeConfig } from './config';

/**
 * What Amplify keeps in localStorage (its default token store), read without downloading Amplify: a
 * dashboard's first load then needs no Amplify at all while its ID token is valid (ADR 056). Amplify is
 * still what signs in, refreshes an expired token and signs out; this only reads.
 */
const PREFIX = 'CognitoIdentityServiceProvider.';
/** A token that expires within this margin is refreshed through Amplify instead of being sent. */
const EXPIRY_MARGIN_MS = 60_000;

/** Whether Amplify has a signed-in user stored (its LastAuthUser key). */
export function hasStoredSession(): boolean {
  try {
    for (let i = 0; i < localStorage.length; i++) {
      const key = localStorage.key(i);
      if (key?.startsWith(PREFIX) && key.endsWith('.LastAuthUser')) return true;
    }
  } catch {
    // Storage blocked: nobody is signed in here.
  }
  return false;
}

/** The stored ID token of this app's client while it is valid for at least a minute more, else null. */
export async function storedIdToken(now = Date.now()): Promise<string | null> {
  try {
    const { userPoolClientId } = await loadRuntimeConfig();
    const client = `${PREFIX}${userPoolClientId}`;
    const user = localStorage.getItem(`${client}.LastAuthUser`);
    const token = user ? localStorage.getItem(`${client}.${user}.idToken`) : null;
    if (!token) return null;
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 > now + EXPIRY_MARGIN_MS ? token : null;
  } catch {
    return null;
  }
}

/**
 * The ID token for a signed-in call: the stored one while valid, else Amplify's (which refreshes an
 * expired one), loaded only when a session is stored at all. Null when nobody is signed in.
 */
export async function currentIdToken(): Promise<string | null> {
  const stored = await storedIdToken();
  if (stored || !hasStoredSession()) return stored;
  return (await import('./amplify')).currentIdToken();
}
