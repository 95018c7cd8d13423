import { randomUUID } from 'node:crypto';
import { isOpenLead, type LeadStatus } from '@maplestone/shared/domain';
import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import {
  type AgentAdminUpdate,
  type AgentCreateRequest,
  NO_AGENT_IMAGES,
} from '@maplestone/shared/schemas/agents';
import type { AdminAgentListQuery } from '@maplestone/shared/schemas/list-queries';
import { type Agent, agents } from '../../data/repositories/agents';
import { frenchMissing } from '../../data/repositories/french-missing';
import { leads } from '../../data/repositories/leads';
import { type Profile, profiles } from '../../data/repositories/profiles';
import { stats } from '../../data/repositories/stats';
import { createUser, deleteUser, disableUser, enableUser } from '../../lib/cognito-admin';
import { ConflictError } from '../../lib/errors';
import type { Logger } from '../../lib/logger';
import { errorFields } from '../../lib/logger';
import { agentChanges, backOfficeAgent } from './agent-record';
import { AgentNotFoundError } from './ownership';
import { listPage, listScope } from './paged-lists';

/** A new agent's record: the spec's fields, empty; active; no slug until the agent picks one. */
export function newAgent(request: AgentCreateRequest, userId: string, now: string): Agent {
  return {
    id: randomUUID(),
    user_id: userId,
    name: request.fullName,
    email: request.email.toLowerCase(),
    phone: null,
    bio: null,
    calendly_link: null,
    social_links: {},
    application_links: {},
    seo_settings: {},
    crm_email: null,
    ...NO_AGENT_IMAGES,
    contact_details: {},
    profile_slug: null,
    is_active: true,
    created_at: now,
    updated_at: now,
  };
}

/**
 * create-agent: a Cognito user in group agent, then its agent record and profile in one transaction.
 * If the records cannot be written the user is deleted again, so no half-made agent is left.
 */
export async function createAgent(request: AgentCreateRequest, log: Logger): Promise<Agent> {
  const email = request.email.toLowerCase();
  const userId = await createUser({
    email,
    password: request.password,
    fullName: request.fullName,
    group: 'agent',
  });
  const agent = newAgent(request, userId, new Date().toISOString());
  try {
    return await agents.createWithProfile(agent, {
      id: userId,
      email,
      role: 'agent',
      full_name: request.fullName,
      agent_id: agent.id,
    });
  } catch (error) {
    log.error('create-agent: records not written, removing the new sign-in', errorFields(error));
    await deleteUser(email);
    throw error;
  }
}

/** The profile of the agent's user, when it still links back to this agent (else undefined). */
async function linkedProfile(agent: Agent): Promise<Profile | undefined> {
  const profile = agent.user_id ? await profiles.get(agent.user_id) : undefined;
  return profile?.agent_id === agent.id ? profile : undefined;
}

/**
 * How many leads an agent holds and how many are open (new, contacted, qualified), from its all-time counter
 * item (ADR 092): the sum of its `n|<status>|<type>|<source>` counts, which follow the lead's holder and status.
 */
export function heldLeadCounts(counters: Record<string, unknown> | undefined) {
  let held = 0;
  let open = 0;
  for (const [name, value] of Object.entries(counters ?? {})) {
    if (!name.startsWith('n|') || typeof value !== 'number') continue;
    held += value;
    const status = name.split('|')[1] as LeadStatus;
    if (isOpenLead(status)) open += value;
  }
  return { leads: Math.max(held, 0), open_leads: Math.max(open, 0) };
}

/**
 * A page of agents, newest first (issue 33, ADR 094), each with how many leads it holds now and how many are
 * open (ADR 070), read from the page's agents' held items (ADR 108) in one BatchGet; the total is a Select COUNT of
 * the agents' list (the brokerage's staff). `french=missing`: the agents whose bio lacks French, from their sparse
 * index, and how many they are (issue 37, ADR 117).
 */
export async function agentsPage(request: AdminAgentListQuery) {
  const lacking = request.french === 'missing';
  return listPage(
    request,
    listScope('admin-agents', ...(lacking ? [request.french] : [])),
    async (window) => {
      const page = await (lacking ? agents.lackingFrench(window) : agents.page(window));
      const counters = await stats.agentsHeld(page.items.map((agent) => agent.id));
      return {
        ...page,
        items: page.items.map((agent) => ({
          ...backOfficeAgent(agent),
          ...heldLeadCounts(counters.get(agent.id)),
        })),
      };
    },
    () => (lacking ? frenchMissing.count('agent') : agents.count()),
  );
}

/**
 * Every agent as a select of agents needs it (GET /api/admin/agents/options), newest first as the agents' list:
 * each select orders its options itself (by name; a new post's author is the oldest active agent).
 */
export function agentOptions() {
  return agents.listOptions();
}

/**
 * delete-agent: refused (409) while the agent holds any lead, of any status: a lead is never left without
 * an agent; they are reassigned first (ADR 070). Then the user's sign-in is deleted, and the agent (and its
 * slug) goes with its user's profile, in one transaction. Its posts, testimonials and documents stay
 * (history). A user who is more than an agent (admin, super admin) keeps the sign-in and profile, only
 * unlinked from the agent.
 */
export async function deleteAgent(id: string, log: Logger): Promise<void> {
  const agent = await agents.get(id);
  if (!agent) throw new AgentNotFoundError();
  if (await agents.holdsAnyLead(id)) {
    throw new ConflictError(adminMessages.offboarding.deleteHasLeads);
  }
  const linked = await linkedProfile(agent);
  const removeSignIn = Boolean(linked && linked.role === 'agent');

  // Each step can be retried: a DELETE that fails part-way is finished by the next one.
  if (removeSignIn && linked) await deleteUser(linked.email);
  const removed = await agents.removeWithProfile(id, linked ? { id: linked.id, delete: removeSignIn } : null);
  if (!removed) throw new AgentNotFoundError();
  // A lead captured between the check and the removal is not lost: it stays, unassigned, in the admin's list.
  const late = await leads.listByAgent(id);
  for (const lead of late) await leads.unassign(lead.id);
  log.info('agent deleted', { agentId: id, lateLeadsUnassigned: late.length, signInDeleted: removeSignIn });
}

/**
 * update-agent: any field of an agent. Sending is_active also (de)activates its sign-in (ADR 054): the
 * stored flag and its copy on the user's profile change together, so the very next request of that
 * user is refused or allowed again; then Cognito disables the user and signs it out everywhere, or
 * enables it. Both Cognito calls are idempotent: a PATCH that failed part-way is finished by a retry.
 * A super admin's sign-in is never disabled through an agent record it happens to be linked to.
 */
export async function updateAgentRecord(
  current: Agent,
  update: AgentAdminUpdate,
  log: Logger,
): Promise<Agent> {
  // Only a change of standing touches the user's profile and sign-in.
  const linked = update.is_active === undefined ? undefined : await linkedProfile(current);
  const updated = await agents.update(current.id, await agentChanges(current, update), {
    linkedProfileId: linked?.id,
  });
  if (!updated) throw new AgentNotFoundError();
  if (linked && linked.role !== 'super_admin') {
    if (update.is_active) await enableUser(linked.email, log);
    else await disableUser(linked.email, log);
    log.info(update.is_active ? 'agent reactivated' : 'agent deactivated', { agentId: current.id });
  }
  return updated;
}
