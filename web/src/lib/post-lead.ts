import type { LeadRequestInput } from '@maplestone/shared';
import { ApiError, apiRequest } from './api';

/** The 201 answer: { id } (checked by hand, so this module does not pull zod into the pages). */
const createdSchema = {
  parse(data: unknown): { id: string } {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw new Error('Unexpected answer');
    return { id };
  },
};

/**
 * POST /api/leads with the form content's Idempotency-Key: network failures and 5xx are retried with
 * the same key, so a retry never stores a second lead. Sent through `useLeadSubmission` (ADR 023).
 */
export async function postLead(body: LeadRequestInput, idempotencyKey: string): Promise<{ id: string }> {
  const attempt = () =>
    apiRequest('/api/leads', {
      method: 'POST',
      // The page it was sent from goes with it: the lead's activity names it (issue 17).
      body: { ...body, page: window.location.pathname },
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
