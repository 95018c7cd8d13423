/**
 * Cognito through Amplify. This module is heavy, so the app imports it lazily (`loadAuth()`): only the
 * sign-in screens, the dashboards and a visitor with a stored session ever download it.
 */
import { messages, profileSchema, type Role, redirectForRole } from '@maplestone/shared';
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signIn, signOut } from 'aws-amplify/auth';
import * as z from 'zod';
import { ApiError, apiRequest } from '../../../lib/api';
import { loadRuntimeConfig } from '../../../lib/config';

/** GET /api/me: who is signed in. */
export const meSchema = profileSchema.extend({
  email: z.string().max(254).nullable(),
  agent_id: z.string().max(64).nullable(),
});
export type Me = z.infer<typeof meSchema>;

let configured: Promise<void> | undefined;

/** Configures Amplify from /config.json once; tokens live in localStorage (Amplify's default). */
export function configureAuth(): Promise<void> {
  configured ??= loadRuntimeConfig().then((config) => {
    Amplify.configure({
      Auth: {
        Cognito: {
          userPoolId: config.userPoolId,
          userPoolClientId: config.userPoolClientId,
          ...(config.cognitoEndpoint ? { userPoolEndpoint: config.cognitoEndpoint } : {}),
        },
      },
    });
  });
  return configured;
}

/** The current ID token (refreshed by Amplify when it has expired), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  await configureAuth();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

export async function fetchMe(token: string): Promise<Me> {
  return apiRequest('/api/me', { schema: meSchema, token });
}

export interface Session {
  token: string;
  me: Me;
}

/** The signed-in user with their profile, or null. Throws ApiError when the profile cannot load. */
export async function currentSession(): Promise<Session | null> {
  const token = await currentIdToken();
  if (!token) return null;
  return { token, me: await fetchMe(token) };
}

/** Cognito (and cognito-local) names for a wrong e-mail or password. */
const INVALID_CREDENTIALS = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'InvalidPasswordException',
  'PasswordResetRequiredException',
]);

export class SignInError extends Error {}

/**
 * Signs in with e-mail and password (USER_PASSWORD_AUTH), loads the profile, and answers where the
 * role goes. Errors carry the spec's toast text.
 */
export async function signInWithPassword(
  email: string,
  password: string,
): Promise<{ role: Role; to: string }> {
  await configureAuth();
  const attempt = () =>
    signIn({ username: email.trim(), password, options: { authFlowType: 'USER_PASSWORD_AUTH' } });
  try {
    try {
      await attempt();
    } catch (error) {
      if ((error as Error).name !== 'UserAlreadyAuthenticatedException') throw error;
      await signOut();
      await attempt();
    }
  } catch (error) {
    const name = (error as Error).name;
    if (INVALID_CREDENTIALS.has(name)) throw new SignInError(messages.auth.invalidLogin);
    const message = (error as Error).message;
    throw new SignInError(message && name !== 'Error' ? message : messages.auth.genericError);
  }
  const token = await currentIdToken();
  if (!token) throw new SignInError(messages.auth.genericError);
  let me: Me;
  try {
    me = await fetchMe(token);
  } catch (error) {
    throw new SignInError(
      error instanceof ApiError ? messages.auth.profileLoadError : messages.auth.roleCheckError,
    );
  }
  return { role: me.role, to: redirectForRole(me.role) };
}

export async function signOutEverywhere(): Promise<void> {
  await configureAuth();
  await signOut();
}
