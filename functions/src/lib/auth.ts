import { type Role, roleFromGroups } from '@maplestone/shared';
import type { AuthRule } from '../routes';
import { ForbiddenError, UnauthorizedError } from './errors';

export type { Role };

export interface Caller {
  /** Cognito sub: the user's id. */
  sub: string;
  email: string | undefined;
  groups: string[];
  role: Role;
}

/** What API Gateway's JWT authorizer leaves on the event (absent on public routes). */
interface MaybeAuthorizedEvent {
  requestContext?: { authorizer?: { jwt?: { claims?: Record<string, unknown> } } };
}

function roleGroups(claim: unknown): string[] {
  if (Array.isArray(claim)) return claim.map(String);
  if (typeof claim !== 'string') return [];
  return claim
    .replace(/^\[|\]$/g, '')
    .split(/[\s,]+/)
    .filter(Boolean);
}

export function callerFromEvent(event: MaybeAuthorizedEvent): Caller | null {
  const claims = event.requestContext?.authorizer?.jwt?.claims;
  if (!claims || typeof claims.sub !== 'string') return null;
  // API Gateway hands array claims over as a string like "[agent admin]"; accept both shapes.
  const groups = roleGroups(claims['cognito:groups']);
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
