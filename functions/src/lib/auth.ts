import type { APIGatewayProxyEventV2WithJWTAuthorizer } from 'aws-lambda';
import type { AuthRule } from '../routes';
import { ForbiddenError, UnauthorizedError } from './errors';

export type Role = 'super_admin' | 'admin' | 'agent' | 'customer';

export interface Caller {
  /** Cognito sub: the user's id. */
  sub: string;
  email: string | undefined;
  groups: string[];
  role: Role;
}

const strength: Role[] = ['super_admin', 'admin', 'agent'];

/** The strongest group wins; a user in no known group is a customer. */
export function roleFromGroups(groups: readonly string[]): Role {
  return strength.find((role) => groups.includes(role)) ?? 'customer';
}

/**
 * API Gateway's JWT authorizer hands array claims over as a string like "[agent admin]";
 * the local gateway passes the same. Accept both shapes.
 */
function parseGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string' || claim.trim() === '') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .map((group) => group.replace(/^"|"$/g, ''))
    .filter(Boolean);
}

type MaybeAuthorizedEvent = Partial<Pick<APIGatewayProxyEventV2WithJWTAuthorizer, 'requestContext'>>;

export function callerFromEvent(event: MaybeAuthorizedEvent): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return null;
  const groups = parseGroups(claims['cognito:groups']);
  return {
    sub: claims.sub,
    email: typeof claims.email === 'string' ? claims.email : undefined,
    groups,
    role: roleFromGroups(groups),
  };
}

/** The route's declared rule, enforced before any handler runs. */
export function assertAllowed(rule: AuthRule, caller: Caller | null): void {
  if (rule === 'public') return;
  if (!caller) throw new UnauthorizedError();
  if (rule === 'signed-in') return;
  if (rule === 'agent-or-admin' && (caller.role === 'agent' || caller.role === 'admin')) return;
  if (rule === 'super_admin' && caller.role === 'super_admin') return;
  throw new ForbiddenError();
}
