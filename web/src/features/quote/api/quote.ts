import { agentListItemSchema, type LeadRequestInput } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest } from '../../../lib/api';

export const quoteKeys = {
  agentOptions: () => ['agents', 'options'] as const,
};

/** GET /api/agents/options: [{ id, name }] of active agents (loaded when the quote dialog opens). */
export function agentOptionsQuery() {
  return queryOptions({
    queryKey: quoteKeys.agentOptions(),
    queryFn: ({ signal }) =>
      apiRequest('/api/agents/options', { schema: z.array(agentListItemSchema), signal }),
    staleTime: 5 * 60_000,
  });
}

const createdSchema = z.object({ id: z.string() });

/**
 * POST /api/leads with an Idempotency-Key made once per submission: network failures and 5xx are
 * retried with the same key, so a retry never stores a second lead.
 */
export async function postLead(body: LeadRequestInput, idempotencyKey: string): Promise<{ id: string }> {
  const attempt = () =>
    apiRequest('/api/leads', {
      method: 'POST',
      body,
      schema: createdSchema,
      headers: { 'Idempotency-Key': idempotencyKey },
    });
  for (let tries = 1; ; tries++) {
    try {
      return await attempt();
    } catch (error) {
      const retriable = error instanceof ApiError && (error.status === 0 || error.status >= 500);
      if (!retriable || tries >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 400 * tries));
    }
  }
}
