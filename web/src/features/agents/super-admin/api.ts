import {
  type AdminAgent,
  type AdminAgentOption,
  type Agent,
  type AgentAdminUpdate,
  type AgentCreateRequest,
  adminMessages,
} from '@maplestone/shared';
import { pagedListResource, patchPageRow } from '../../../lib/admin-resource';
import { noContent } from '../../../lib/api';
import { authedRequest } from '../../../lib/authed-api';
import { backOfficeKeys } from '../../../lib/back-office-keys';
import { agentKeys } from '../../../lib/public-query-keys';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const a = adminMessages;
// Loaded beside the list, not before the panel's first render (ADR 057).
const schemas = () => import('./schemas');
const agentSchema = () => schemas().then((m) => m.agentSchema);

/**
 * GET /api/admin/agents?limit&cursor: a page of agents, newest first, whole records with their lead counts, and
 * how many agents there are (issue 33, ADR 094).
 */
export const adminAgentsResource = pagedListResource({
  key: backOfficeKeys.adminAgents,
  path: '/api/admin/agents',
  page: () => schemas().then((m) => m.agentPageSchema),
  item: agentSchema,
});

export const adminAgentKeys = adminAgentsResource.keys;

export const agentPath = (id: string) => `/api/admin/agents/${encodeURIComponent(id)}`;
/** An agent change also changes the public pages (list, agent page). */
export const invalidate = [adminAgentKeys.all, agentKeys.all];

/**
 * A refusal the API explains is shown as it says it: 400 (the schema's message, or Cognito's password
 * policy), 409 (an e-mail that already signs in, a profile URL already taken); anything else, `fallback`.
 */
export const explained = (fallback: string) => (error: unknown) =>
  apiMessage(error, 400, apiMessage(error, 409, fallback));

/** POST /api/admin/agents (create-agent): a sign-in in group agent, its agent record and profile. */
export function useCreateAgent() {
  return useResourceMutation({
    mutationFn: (request: AgentCreateRequest) =>
      authedRequest('/api/admin/agents', { method: 'POST', body: request, schema: agentSchema }),
    invalidate,
    success: a.agentCreated,
    failure: explained(a.createAgentFailed),
  });
}

/** An edit of one agent: its id and the fields changed. */
type AgentEdit = { id: string; changes: AgentAdminUpdate };

/** PATCH /api/admin/agents/{id}: any fields; the toasts are the caller's (an edit, an image, the state). */
export function useUpdateAgent({
  success,
  failure = explained(a.updateAgentFailed),
}: {
  success?: string | ((agent: Agent, variables: AgentEdit) => string);
  failure?: string | ((error: unknown, variables: AgentEdit) => string);
} = {}) {
  return useResourceMutation({
    mutationFn: ({ id, changes }: AgentEdit) =>
      authedRequest(agentPath(id), { method: 'PATCH', body: changes, schema: agentSchema }),
    invalidate,
    success: success ?? a.agentUpdated,
    failure,
  });
}

/**
 * PATCH is_active, optimistic (spec: the state toggles at once): the card shows the new state before the
 * API answers, and the old one again if it refuses. Deactivation signs the agent out (ADR 054).
 */
export function useSetAgentActive() {
  return useResourceMutation<{ agent: Agent; active: boolean }, Agent, unknown>({
    mutationFn: ({ agent, active }) =>
      authedRequest(agentPath(agent.id), {
        method: 'PATCH',
        body: { is_active: active },
        schema: agentSchema,
      }),
    invalidate,
    // Every page of the list, and the options, show the new state at once.
    optimistic: {
      queryKey: adminAgentKeys.all,
      update: (cached, { agent, active }) =>
        Array.isArray(cached)
          ? cached.map((item: AdminAgentOption) =>
              item.id === agent.id ? { ...item, is_active: active } : item,
            )
          : patchPageRow<AdminAgent>(cached, agent.id, { is_active: active }),
    },
    success: (_result, { agent, active }) =>
      active ? a.agents.activated(agent.name) : a.agents.deactivated(agent.name),
    failure: a.updateAgentFailed,
  });
}

/** DELETE /api/admin/agents/{id}: the agent and its sign-in; answers 204. */
export function useDeleteAgent() {
  return useResourceMutation({
    mutationFn: (id: string) => authedRequest(agentPath(id), { method: 'DELETE', schema: noContent }),
    invalidate,
    success: a.agentDeleted,
    failure: a.deleteAgentFailed,
  });
}
