import { agentListItemSchema } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { apiRequest } from '../../../lib/api';

export const quoteKeys = {
  agentOptions: () => ['agents', 'options'] as const,
};

/** GET /api/agents/options: [{ id, name }] of active agents (loaded when the quote dialog opens). */
export function agentOptionsQuery() {
  return queryOptions({
    queryKey: quoteKeys.agentOptions(),
    queryFn: () => apiRequest('/api/agents/options', { schema: z.array(agentListItemSchema) }),
    staleTime: 5 * 60_000,
  });
}
