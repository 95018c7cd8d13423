/**
 * Amplify v6 configured from /config.json, and the current ID token. Heavy (Amplify), so it is only
 * imported lazily: by the sign-in code and by lib/authed-api.ts at a signed-in call (ADR 021, 029).
 */
import { Amplify } from 'aws-amplify';
import { fetchAuthSession, signOut } from 'aws-amplify/auth';
import { loadRuntimeConfig } from './config';

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

/** The current ID token (Amplify refreshes it when it has expired), or null when signed out. */
export async function currentIdToken(): Promise<string | null> {
  await configureAuth();
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString() ?? null;
  } catch {
    return null;
  }
}

/** Signs out of this browser (Amplify forgets the tokens). */
export async function signOutHere(): Promise<void> {
  await configureAuth();
  await signOut();
}
