import { profileSchema } from '@maplestone/shared';
import * as z from 'zod';
import { authedRequest } from '../../../lib/authed-api';
import { currentIdToken } from '../../../lib/stored-session';

/** GET /api/me: who is signed in. */
export const meSchema = profileSchema.extend({
  email: z.string().max(254).nullable(),
  agent_id: z.string().max(64).nullable(),
});
export type Me = z.infer<typeof meSchema>;

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
