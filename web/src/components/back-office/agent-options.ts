import { type AdminAgentOption, staffMessages } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../lib/authed-api';
import { backOfficeKeys } from '../../lib/back-office-keys';
import type { SelectOption } from '../ui/select';

/**
 * GET /api/admin/agents/options: every agent as a select needs it (id, name, e-mail, slug, active), newest
 * first: the post's author, the leads' agent filter, reassignment and offboarding. Under the agents' keys, so a
 * change to an agent refreshes it too; its schema loads beside the data (ADR 057).
 */
export function agentOptionsQuery() {
  return queryOptions({
    queryKey: [...backOfficeKeys.adminAgents, 'options'] as const,
    queryFn: (): Promise<AdminAgentOption[]> =>
      authedRequest('/api/admin/agents/options', {
        schema: () => import('@maplestone/shared/schemas/agents').then((m) => m.adminAgentOptionListSchema),
      }),
  });
}

/**
 * The agents leads may be given to, as a select's options: the active ones, except the agent who has them
 * now (a lead's reassignment, and the offboarding of all of an agent's leads), each with its e-mail.
 */
export function activeAgentOptions(
  agents: readonly { id: string; name: string; email: string; is_active: boolean }[] | undefined,
  except: string | null,
): SelectOption[] {
  return (agents ?? [])
    .filter((agent) => agent.is_active && agent.id !== except)
    .map((agent) => ({
      value: agent.id,
      label: staffMessages.leads.reassign.option(agent.name, agent.email),
    }));
}
