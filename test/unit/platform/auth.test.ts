import { roleFromGroups } from '@maplestone/shared';
import { describe, expect, it } from 'vitest';
import { assertAllowed, callerFromEvent } from '../../../functions/src/lib/auth';

const withClaims = (claims: Record<string, unknown>) =>
  ({ requestContext: { authorizer: { jwt: { claims, scopes: [] } } } }) as never;

describe('callers and route rules', () => {
  it('reads groups in API Gateway form "[a b]" and as a JSON array', () => {
    expect(callerFromEvent(withClaims({ sub: 'u1', 'cognito:groups': '[agent admin]' }))?.groups).toEqual([
      'agent',
      'admin',
    ]);
    expect(callerFromEvent(withClaims({ sub: 'u1', 'cognito:groups': ['super_admin'] }))?.role).toBe(
      'super_admin',
    );
    expect(callerFromEvent(withClaims({ sub: 'u1' }))?.role).toBe('customer');
    expect(callerFromEvent({ requestContext: {} } as never)).toBeNull();
  });

  it('gives the strongest group as the role', () => {
    expect(roleFromGroups(['agent', 'super_admin'])).toBe('super_admin');
    expect(roleFromGroups(['agent', 'admin'])).toBe('admin');
    expect(roleFromGroups(['agent'])).toBe('agent');
    expect(roleFromGroups(['unknown'])).toBe('customer');
  });

  const caller = (role: 'super_admin' | 'admin' | 'agent' | 'customer') => ({
    sub: 'u',
    email: undefined,
    groups: [],
    role,
  });
  const status = (fn: () => void) => {
    try {
      fn();
      return 200;
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it.each([
    ['public', null, 200],
    ['signed-in', null, 401],
    ['signed-in', 'customer', 200],
    ['agent-or-admin', null, 401],
    ['agent-or-admin', 'customer', 403],
    ['agent-or-admin', 'agent', 200],
    ['agent-or-admin', 'admin', 200],
    ['agent-or-admin', 'super_admin', 403],
    ['super_admin', 'admin', 403],
    ['super_admin', 'agent', 403],
    ['super_admin', 'super_admin', 200],
  ] as const)('rule %s with role %s answers %i', (rule, role, expected) => {
    expect(status(() => assertAllowed(rule, role ? caller(role) : null))).toBe(expected);
  });
});
