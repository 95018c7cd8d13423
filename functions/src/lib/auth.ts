import { type Role, roleFromGroups } from '@maplestone/shared/domain';
import type { Profile } from '../data/repositories/profiles';
import type { AuthRule } from '../routes';
import { ForbiddenError, UnauthorizedError } from './errors';

export type { Role };

export interface Caller {
  /** Cognito sub: the user's id. */
  sub: string;
  email: string | undefined;
  groups: string[];
  /** The role that counts: the stored profile's once read (currentCaller), else the token's groups'. */
  role: Role;
  /** The stored profile, read once per request by the dispatcher (null: the user has none). */
  profile?: Profile | null;
  /** False when the caller is an agent or admin whose agent record is deactivated. */
  active?: boolean;
}

/**
 * A borrower signed in to the portal (ADR 118): the file and applicant their session names. Handlers read these,
 * never an id from the request. `sessionHash` is the session's key (sign-out deletes it).
 */
export interface BorrowerCaller {
  leadId: string;
  applicantId: string;
  sessionHash: string;
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

/** The repositories, loaded on first use: this module is also the route rules, which need no table. */
const repositories = async () => ({
  profiles: (await import('../data/repositories/profiles')).profiles,
  agents: (await import('../data/repositories/agents')).agents,
});

/**
 * The caller as stored now, not as its token (valid for an hour) says: the profile's role and whether
 * its agent is still active (ADR 054). One GetItem: the profile carries a copy of its agent's is_active,
 * written in the same transaction; only a profile written before that copy existed costs a second read.
 * A user with no profile (the first super admin, made with the CLI) keeps its token's role.
 */
export async function currentCaller(caller: Caller): Promise<Caller> {
  const { profiles, agents } = await repositories();
  const profile = (await profiles.get(caller.sub)) ?? null;
  if (!profile) return { ...caller, profile, active: true };
  let active = true;
  // A super admin is not defined by an agent record: deactivating one it is linked to never locks it out.
  if (profile.agent_id && (profile.role === 'agent' || profile.role === 'admin')) {
    active = profile.agent_is_active ?? (await agents.get(profile.agent_id))?.is_active ?? true;
  }
  return { ...caller, role: profile.role, profile, active };
}

/** The caller's profile: the one the dispatcher read for this request, read here only if it was not. */
export async function callerProfile(caller: Caller): Promise<Profile | null> {
  if (caller.profile !== undefined) return caller.profile;
  return (await (await repositories()).profiles.get(caller.sub)) ?? null;
}

/** Roles that work on borrowers' files (the 'broker' rule): agents, admins and super admins. */
const BROKER_ROLES: readonly Role[] = ['agent', 'admin', 'super_admin'];

/** The route's declared rule, enforced before any handler runs ('borrower' is borrowerFromEvent's). */
export function assertAllowed(rule: AuthRule, caller: Caller | null): void {
  if (rule === 'public' || rule === 'borrower') return;
  if (!caller) throw new UnauthorizedError();
  if (caller.active === false) throw new ForbiddenError();
  if (rule === 'signed-in') return;
  if (rule === 'agent-or-admin' && (caller.role === 'agent' || caller.role === 'admin')) return;
  if (rule === 'super_admin' && caller.role === 'super_admin') return;
  if (rule === 'broker' && BROKER_ROLES.includes(caller.role)) return;
  throw new ForbiddenError();
}
