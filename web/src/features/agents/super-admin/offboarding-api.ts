import { type AgentLeadsReassignResult, adminMessages } from '@maplestone/shared';
import { authedRequest } from '../../../lib/authed-api';
import { backOfficeKeys } from '../../../lib/back-office-keys';
import { useResourceMutation } from '../../../lib/resource';
import { agentPath, explained, invalidate } from './api';

/*
 * Beside api.ts, not in it: only the offboarding dialog (loaded when it opens) calls this, and the lead
 * keys it needs come with the leads panel's api, which the Agents panel's first render must not load
 * (its size budget, ADR 057).
 */

/**
 * POST /api/admin/agents/{id}/reassign-leads: the agent's open leads (or, with include_closed, all of them)
 * to another active agent; says how many moved. A refusal the API explains (400) is shown as it says it.
 */
export function useReassignAgentLeads() {
  return useResourceMutation<
    { from: string; agent_id: string; include_closed?: boolean },
    AgentLeadsReassignResult
  >({
    mutationFn: ({ from, ...body }) =>
      authedRequest(`${agentPath(from)}/reassign-leads`, {
        method: 'POST',
        body,
        schema: () => import('./schemas').then((m) => m.agentLeadsReassignResultSchema),
      }),
    // The leads changed hands: the lead list is stale too.
    invalidate: [...invalidate, backOfficeKeys.adminLeads],
    success: (result) => adminMessages.offboarding.reassigned(result.moved, result.target_name),
    failure: explained(adminMessages.offboarding.reassignFailed),
  });
}
