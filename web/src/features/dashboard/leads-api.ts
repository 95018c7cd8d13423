import { type Lead, type LeadStatus, leadListSchema, leadSchema, staffMessages } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { authedRequest } from '../../lib/authed-api';
import { useResourceMutation } from '../../lib/resource';

export const myLeadKeys = {
  all: ['me', 'leads'] as const,
  list: () => [...myLeadKeys.all, 'list'] as const,
};

/** GET /api/me/leads: the signed-in agent's own leads, newest first (the whole list: an agent's leads are few). */
export function myLeadsQuery() {
  return queryOptions({
    queryKey: myLeadKeys.list(),
    queryFn: ({ signal }) => authedRequest('/api/me/leads', { schema: leadListSchema, signal }),
  });
}

/**
 * PATCH /api/me/leads/{id}: sets a lead's status. The list shows the new status at once and goes back
 * to the old one, with 'Failed to update lead status', if the call fails.
 */
export function useUpdateLeadStatus() {
  return useResourceMutation<{ id: string; status: LeadStatus }, Lead, Lead[]>({
    mutationFn: ({ id, status }) =>
      authedRequest(`/api/me/leads/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body: { status },
        schema: leadSchema,
      }),
    invalidate: [myLeadKeys.all],
    success: staffMessages.leads.statusUpdated,
    failure: staffMessages.leads.statusFailed,
    optimistic: {
      queryKey: myLeadKeys.list(),
      update: (cached, { id, status }) =>
        cached?.map((lead) => (lead.id === id ? { ...lead, status } : lead)),
    },
  });
}
