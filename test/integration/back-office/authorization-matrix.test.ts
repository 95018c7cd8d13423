import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type RouteDefinition, routeKey, routes } from '../../../functions/src/routes';
import { ensureUser } from '../../../infra/local/cognito';
import { api, signIn } from '../../support/http';

/**
 * Every route of the table, called as each kind of caller. Public routes are probed with a default request;
 * every other route must have a sample here, so a new signed-in route cannot ship unchecked.
 * Samples aim at failing validation or missing ids where the caller is allowed, so the matrix changes no data.
 */
type Caller = 'anonymous' | 'customer' | 'agentA' | 'agentB' | 'admin' | 'superAdmin';
const CALLERS: Caller[] = ['anonymous', 'customer', 'agentA', 'agentB', 'admin', 'superAdmin'];

interface Sample {
  params?: Record<string, string>;
  body?: unknown;
  query?: string;
}

/** Samples for non-public routes, by route key. */
const SAMPLES: Record<string, Sample> = {
  'GET /api/me': {},
  'GET /api/admin/agents': {},
  // A body is refused before the scrape runs (400), so the matrix changes no rates.
  'POST /api/admin/rates/scrape': { body: {} },
};

/** Resources owned by agent A that agent B must not reach: route key → a sample naming A's resource. */
const OWNED_BY_AGENT_A: Record<string, Sample & { expect: number }> = {};

const USERS: Record<Exclude<Caller, 'anonymous'>, string> = {
  customer: 'customer@example.com',
  agentA: 'agent1@example.com',
  agentB: 'agent2@example.com',
  admin: 'admin@example.com',
  superAdmin: 'superadmin@example.com',
};

function allowed(route: RouteDefinition, caller: Caller): boolean {
  switch (route.auth) {
    case 'public':
      return true;
    case 'signed-in':
      return caller !== 'anonymous';
    case 'agent-or-admin':
      return caller === 'agentA' || caller === 'agentB' || caller === 'admin';
    case 'super_admin':
      return caller === 'superAdmin';
  }
}

function pathOf(route: RouteDefinition, sample: Sample): string {
  const path = route.path.replace(/\{(\w+)\+?\}/g, (_, name: string) =>
    encodeURIComponent(sample.params?.[name] ?? 'no-such-id'),
  );
  return sample.query ? `${path}?${sample.query}` : path;
}

const tokens = new Map<Caller, string | undefined>();

beforeAll(async () => {
  const { env, urls, demoPassword } = inject('stack');
  // A signed-in user in no group: a customer.
  await ensureUser(
    {
      endpoint: urls.cognito,
      userPoolId: env.USER_POOL_ID!,
      userPoolClientId: env.USER_POOL_CLIENT_ID!,
      issuer: env.COGNITO_ISSUER!,
    },
    { email: USERS.customer, password: demoPassword, group: null, fullName: 'Casey Customer' },
  );
  tokens.set('anonymous', undefined);
  for (const [caller, email] of Object.entries(USERS)) tokens.set(caller as Caller, await signIn(email));
});

describe('authorization matrix (generated from the route table)', () => {
  it('has a sample for every route that needs a sign-in', () => {
    const missing = routes
      .filter((route) => route.auth !== 'public' && !(routeKey(route) in SAMPLES))
      .map(routeKey);
    expect(missing).toEqual([]);
  });

  for (const route of routes.filter((r) => !r.streaming)) {
    it(`${routeKey(route)} (${route.auth})`, async () => {
      const sample = SAMPLES[routeKey(route)] ?? {
        body: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      };
      const outcomes: Record<string, number> = {};
      for (const caller of CALLERS) {
        const { status } = await api(route.method, pathOf(route, sample), {
          token: tokens.get(caller),
          body: sample.body,
        });
        outcomes[caller] = status;
      }
      const expected = Object.fromEntries(
        CALLERS.map((caller) => {
          const status = outcomes[caller]!;
          if (allowed(route, caller))
            return [caller, status === 401 || status === 403 ? 'allowed, got refused' : 'allowed'];
          return [
            caller,
            caller === 'anonymous'
              ? status === 401
                ? 'allowed'
                : `expected 401, got ${status}`
              : status === 403
                ? 'allowed'
                : `expected 403, got ${status}`,
          ];
        }),
      );
      // Each caller's outcome reads 'allowed' when the route treated it as the rule says.
      expect(expected).toEqual(Object.fromEntries(CALLERS.map((caller) => [caller, 'allowed'])));
      for (const status of Object.values(outcomes)) expect(status).toBeLessThan(500);
    });
  }

  for (const [key, sample] of Object.entries(OWNED_BY_AGENT_A)) {
    it(`agent B cannot reach agent A's resource through ${key}`, async () => {
      const route = routes.find((r) => routeKey(r) === key)!;
      const { status } = await api(route.method, pathOf(route, sample), {
        token: tokens.get('agentB'),
        body: sample.body,
      });
      expect(status).toBe(sample.expect);
    });
  }
});
