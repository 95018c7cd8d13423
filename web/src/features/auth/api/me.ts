import { authedRequest } from '../../../lib/authed-api';
import { currentIdToken } from '../../../lib/stored-session';
import type { Me } from './me-schema';

export type { Me };

const meSchema = () => import('./me-schema').then((m) => m.meSchema);

/** The signed-in user's profile. Signed-in calls get their token from lib/authed-api (ADR 029), not from here. */
export interface Session {
  me: Me;
}

/**
 * The signed-in user with their profile, or null when nobody is signed in. Throws ApiError when the
 * profile cannot load (a 401 has then signed out and left for /auth).
 */
export async function currentSession(): Promise<Session | null> {
  // No token: nobody is signed in (Amplify is loaded only to refresh an expired one).
  if (!(await currentIdToken())) return null;
  return { me: await authedRequest('/api/me', { schema: meSchema }) };
}
