import { inject } from 'vitest';
import { DEMO_USERS } from '../../infra/local/seed-data';

export type DemoUser = (typeof DEMO_USERS)[number]['email'];

export function apiUrl(path: string): string {
  return `${inject('stack').urls.api}${path}`;
}

export interface ApiAnswer<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

/** Calls the local gateway as a browser would: JSON in, JSON out, an optional bearer token. */
export async function api<T = unknown>(
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string>; rawBody?: string } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(apiUrl(path), { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    // not JSON (e.g. CSV): keep the text
  }
  return { status: response.status, headers: response.headers, body: parsed as T };
}

/**
 * Every row of a paged list (issue 33: `{ items, next_cursor, total }`), following its cursors page after page
 * (100 rows a page). Fails on any answer but 200.
 */
export async function everyRow<T = unknown>(path: string, token: string): Promise<T[]> {
  const rows: T[] = [];
  const join = path.includes('?') ? '&' : '?';
  let cursor: string | null = null;
  do {
    const page: ApiAnswer<{ items: T[]; next_cursor: string | null }> = await api(
      'GET',
      `${path}${join}limit=100${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      { token },
    );
    if (page.status !== 200)
      throw new Error(`GET ${path} answered ${page.status}: ${JSON.stringify(page.body)}`);
    rows.push(...page.body.items);
    cursor = page.body.next_cursor;
  } while (cursor);
  return rows;
}

const tokens = new Map<string, string>();

/** cognito-local's answer to a USER_PASSWORD_AUTH sign-in, as the web app sends it (no token cache). */
export async function initiateAuth(email: string, password: string) {
  const { urls, env } = inject('stack');
  const response = await fetch(urls.cognito, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: env.USER_POOL_CLIENT_ID,
      AuthParameters: { USERNAME: email, PASSWORD: password },
    }),
  });
  const answer = (await response.json()) as { AuthenticationResult?: { IdToken: string }; message?: string };
  return { response, answer };
}

/** Signs a user in through cognito-local (USER_PASSWORD_AUTH, as the web app does) and returns the ID token. */
export async function signIn(email: string, password = inject('stack').demoPassword): Promise<string> {
  const cached = tokens.get(`${email}:${password}`);
  if (cached) return cached;
  const { response, answer } = await initiateAuth(email, password);
  if (!answer.AuthenticationResult)
    throw new Error(`sign-in failed for ${email}: ${answer.message ?? response.status}`);
  tokens.set(`${email}:${password}`, answer.AuthenticationResult.IdToken);
  return answer.AuthenticationResult.IdToken;
}

export { DEMO_USERS };
