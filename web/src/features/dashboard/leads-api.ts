import { type Lead, type LeadStatus, leadListSchema, leadSchema, staffMessages } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import { leadActivityApi } from '../../components/back-office/leads';
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

/** A lead's activity and notes: GET /api/me/leads/{id}/history, POST /api/me/leads/{id}/notes. */
export const myLeadActivity = leadActivityApi({ base: '/api/me/leads', keys: myLeadKeys.all });

/**
 * PATCH /api/me/leads/{id}: sets a lead's status. The list shows the new status at once and goes back
 * to the old one, with 'Failed to update lead status', if the call fails. The lead's activity (and its
 * first contact) is read again with the list.
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
