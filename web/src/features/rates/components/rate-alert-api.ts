import type { RateAlertRequestInput } from '@maplestone/shared/schemas/rate-alerts';
import { apiRequest } from '../../../lib/api';

/** The answers are small and checked by hand, so the pages do not need zod to read them. */
const statusAnswer = {
  parse(data: unknown): { status: string } {
    const status = (data as { status?: unknown } | null)?.status;
    if (typeof status !== 'string') throw new Error('Unexpected answer');
    return { status };
  },
};
const accepted = { parse: (data: unknown) => data };

/** POST /api/rate-alerts: the visitor's alert (ADR 082). */
export function createRateAlert(body: RateAlertRequestInput): Promise<unknown> {
  return apiRequest('/api/rate-alerts', { method: 'POST', body, schema: accepted });
}

/** POST /api/rate-alerts/{token}/unsubscribe or /rearm: the e-mail's links, no sign-in. */
export function rateAlertAction(token: string, action: 'unsubscribe' | 'rearm'): Promise<{ status: string }> {
  return apiRequest(`/api/rate-alerts/${encodeURIComponent(token)}/${action}`, {
    method: 'POST',
    schema: statusAnswer,
  });
}
