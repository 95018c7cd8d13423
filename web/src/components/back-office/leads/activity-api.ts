import {
  type Lead,
  type LeadEvent,
  type LeadHistory,
  type LeadNoteRequest,
  type LeadStatus,
  leadEventSchema,
  leadHistorySchema,
  leadSchema,
  staffMessages,
} from '@maplestone/shared';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import type { ListResource } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const a = staffMessages.leads.activity;
const c = staffMessages.leads.consent;

/**
 * A lead's status, activity and notes through one audience's API (issue 17), built on that audience's lead
 * list (`listResource`): '/api/me/leads' (the agent's own leads) or '/api/admin/leads' (the super admin's).
 * The history's key sits under the list's key prefix, so a status change, which invalidates the prefix,
 * refreshes the open lead's activity as well. Built once per audience, next to its lead list's api.
 */
export function leadActivityApi(leads: Pick<ListResource<Lead>, 'keys' | 'itemPath'>) {
  const keys = leads.keys.all;
  const leadPath = leads.itemPath;
  const historyKey = (id: string) => [...keys, 'history', id] as const;
  return {
    historyKey,
    /**
     * PATCH {list}/{id}: sets a lead's status. The list shows the new status at once and goes back to the
     * old one, with 'Failed to update lead status', if the call fails; the lead's activity (and its first
     * contact) is read again with the list.
     */
    useUpdateStatus: () =>
      useResourceMutation<{ id: string; status: LeadStatus }, Lead, Lead[]>({
        mutationFn: ({ id, status }) =>
          authedRequest(leadPath(id), { method: 'PATCH', body: { status }, schema: leadSchema }),
        invalidate: [keys],
        success: staffMessages.leads.statusUpdated,
        failure: staffMessages.leads.statusFailed,
        optimistic: {
          queryKey: leads.keys.list(),
          update: (cached, { id, status }) =>
            cached?.map((lead) => (lead.id === id ? { ...lead, status } : lead)),
        },
      }),
    /** GET {list}/{id}/history: newest first, the lead's arrival last. */
    historyQuery: (id: string) =>
      queryOptions({
        queryKey: historyKey(id),
        queryFn: ({ signal }): Promise<LeadHistory> =>
          authedRequest(`${leadPath(id)}/history`, { schema: leadHistorySchema, signal }),
      }),
    /**
     * POST {list}/{id}/notes: the note shows at the top of the activity as soon as the API answers with
     * it, 'Note added'; 'Failed to add note' otherwise (a 400 shows the API's own message).
     */
    useAddNote: (id: string) => {
      const queryClient = useQueryClient();
      return useResourceMutation<LeadNoteRequest, LeadEvent>({
        mutationFn: (body) =>
          authedRequest(`${leadPath(id)}/notes`, { method: 'POST', body, schema: leadEventSchema }),
        invalidate: [historyKey(id)],
        success: a.noteAdded,
        failure: (error) => apiMessage(error, 400, a.noteFailed),
        onSuccess: (note) =>
          queryClient.setQueryData<LeadHistory>(historyKey(id), (cached) =>
            cached ? { events: [note, ...cached.events] } : cached,
          ),
      });
    },
    /**
     * POST {list}/{id}/consent-withdrawal (ADR 073): 'Withdrawal of consent recorded'; the audience's
     * leads are read again, so the list, the open lead's badge and its activity show it.
     */
    useWithdrawConsent: (id: string) =>
      useResourceMutation<void, Lead>({
        mutationFn: () =>
          authedRequest(`${leadPath(id)}/consent-withdrawal`, { method: 'POST', schema: leadSchema }),
        invalidate: [keys],
        success: c.withdrawDone,
        failure: (error) => apiMessage(error, 400, c.withdrawFailed),
      }),
    /** Whether the audience's lead list, as loaded, holds this lead: the caller may open it. */
    useListedLead: (id: string): boolean => {
      const queryClient = useQueryClient();
      return queryClient
        .getQueriesData<unknown>({ queryKey: keys })
        .some(
          ([, data]) => Array.isArray(data) && data.some((lead) => (lead as Lead | undefined)?.id === id),
        );
    },
  };
}

export type LeadActivityApi = ReturnType<typeof leadActivityApi>;
