import { afterEach } from 'vitest';

/**
 * A signed-in browser as Amplify leaves it: its LastAuthUser key, and (when given) the ID token it keeps,
 * under the app client id that /config.json names. Without `idToken` (or with an expiring one) the app
 * asks Amplify, whose fetchAuthSession the tests stub; with a valid one it reads the token itself.
 */
export function storeAmplifySession({
  clientId,
  user = 'sarah',
  idToken,
}: {
  clientId: string;
  user?: string;
  idToken?: string;
}) {
  const prefix = `CognitoIdentityServiceProvider.${clientId}`;
  localStorage.setItem(`${prefix}.LastAuthUser`, user);
  if (idToken) localStorage.setItem(`${prefix}.${user}.idToken`, idToken);
}

/** A JWT-shaped token whose payload expires `inSeconds` from now (signature irrelevant in the browser). */
export function idTokenExpiring(inSeconds: number, label = 'stored'): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + inSeconds, label }));
  return `header.${payload.replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.${label}`;
}

afterEach(() => localStorage.clear());

/** /config.json as the stack serves it: the user pool, and `clientId` as the app client. */
export function runtimeConfig(clientId = 'client'): Response {
  return Response.json({
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_Test',
    userPoolClientId: clientId,
  });
}
