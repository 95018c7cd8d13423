import { commonWords } from '@maplestone/shared/i18n/en/common';
import { adminMessages } from '@maplestone/shared/i18n/en/staff/admin/index';
import { agents } from '../../data/repositories/agents';
import { type Caller, callerProfile } from '../../lib/auth';
import { NotFoundError } from '../../lib/errors';

/** 404 'Agent not found': the caller has no agent record, or an id names no agent. */
export class AgentNotFoundError extends NotFoundError {
  constructor() {
    super(adminMessages.agentNotFound);
  }
}

/**
 * The agent the signed-in caller is, through their profile (never from the request): every
 * /api/me/* read and write is scoped to this id. No linked agent → 404 'Agent not found'.
 * The dispatcher has read the profile already (currentCaller); it is read here only when it has not.
 */
export async function callerAgentId(caller: Caller | null): Promise<string> {
  const agentId = caller ? (await callerProfile(caller))?.agent_id : undefined;
  if (!agentId) throw new AgentNotFoundError();
  return agentId;
}

/** The caller's agent record itself; 404 'Agent not found' when there is none. */
export async function callerAgent(caller: Caller | null) {
  const agent = await agents.get(await callerAgentId(caller));
  if (!agent) throw new AgentNotFoundError();
  return agent;
}

/**
 * An owned resource, or 404 when it is missing or belongs to another agent: the same answer either way,
 * so an agent cannot learn what exists outside its own records.
 */
export function ownedBy<T extends { agent_id: string | null }>(
  resource: T | undefined,
  agentId: string,
  notFound: string = commonWords.notFound,
): T {
  if (!resource || resource.agent_id !== agentId) throw new NotFoundError(notFound);
  return resource;
}
