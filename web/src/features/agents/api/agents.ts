import { queryOptions } from '@tanstack/react-query';
import type * as z from 'zod';
import { apiRequest, orNotFound } from '../../../lib/api';
import { agentKeys } from '../../../lib/public-query-keys';
import type { agentPageSchema, brokerSchema } from './schemas';

export type Broker = z.infer<typeof brokerSchema>;
export type AgentPage = z.infer<typeof agentPageSchema>;

const schemas = () => import('./schemas');

/** GET /api/agents: active brokers by name. */
export function brokersQuery() {
  return queryOptions({
    queryKey: agentKeys.active(),
    queryFn: () => apiRequest('/api/agents', { schema: () => schemas().then((s) => s.brokersSchema) }),
    staleTime: 5 * 60_000,
  });
}

/** GET /api/agents/{idOrSlug}: an active agent's public page, or null when there is none (404). */
export function agentQuery(idOrSlug: string) {
  return queryOptions({
    queryKey: agentKeys.detail(idOrSlug),
    queryFn: () =>
      orNotFound(
        apiRequest(`/api/agents/${encodeURIComponent(idOrSlug)}`, {
          schema: () => schemas().then((s) => s.agentPageSchema),
        }),
      ),
    staleTime: 5 * 60_000,
  });
}

const countedSchema = { parse: (data: unknown) => data };

/** POST /api/events: one page_view for an agent's page (failures are not the visitor's problem). */
export async function recordPageView(agentId: string): Promise<void> {
  try {
    await apiRequest('/api/events', {
      method: 'POST',
      body: { agent_id: agentId, event_type: 'page_view' },
      schema: countedSchema,
    });
  } catch {
    // Analytics never gets in the visitor's way.
  }
}

/** The agent page's address: /agents/{slug or id}. */
export function profilePath(agent: { id: string; profile_slug?: string | null }): string {
  return `/agents/${encodeURIComponent(agent.profile_slug || agent.id)}`;
}
