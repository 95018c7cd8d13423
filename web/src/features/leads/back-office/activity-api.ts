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
import { type InfiniteData, infiniteQueryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagedListResource } from '../../../lib/admin-resource';
import { query } from '../../../lib/api';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const a = staffMessages.leads.activity;
const c = staffMessages.leads.consent;

/** What the lead lists are built on: an audience's paged lead list (pagedListResource). */
type LeadList = Pick<PagedListResource<unknown, Lead>, 'keys' | 'itemPath' | 'itemQuery'>;

/** `cached` (a page of leads, or one lead) with lead `id` changed as `patch` says; anything else as it is. */
function patchLead(cached: unknown, id: string, patch: Partial<Lead>): unknown {
  if (cached && typeof cached === 'object') {
    if ('items' in cached && Array.isArray(cached.items)) {
      const items = cached.items as { id: string }[];
      if (!items.some((lead) => lead.id === id)) return cached;
      return { ...cached, items: items.map((lead) => (lead.id === id ? { ...lead, ...patch } : lead)) };
    }
    if ('id' in cached && cached.id === id && 'status' in cached) return { ...cached, ...patch };
  }
  return cached;
}

/** The row of lead `id` in the pages of `keys.list()` as loaded, if one holds it. */
function rowInPages(queryClient: ReturnType<typeof useQueryClient>, leads: LeadList, id: string) {
  for (const [, page] of queryClient.getQueriesData<{ items: { id: string }[] }>({
    queryKey: leads.keys.list(),
  })) {
    const row = page?.items?.find((lead) => lead.id === id);
    if (row) return row;
  }
  return undefined;
}

/**
 * A lead's detail, status, activity and notes through one audience's API (issue 17), built on that
 * audience's paged lead list (`pagedListResource`): '/api/me/leads' (the agent's own leads) or
 * '/api/admin/leads' (the super admin's). The history's key sits under the list's key prefix, so a status
 * change, which invalidates the prefix, refreshes the open lead's activity as well. Built once per audience,
 * next to its lead list's api.
 */
export function leadActivityApi(leads: LeadList) {
  const keys = leads.keys.all;
  const leadPath = leads.itemPath;
  const historyKey = (id: string) => [...keys, 'history', id] as const;
  return {
    historyKey,
    /**
     * GET {list}/{id}: the lead whole (its chat transcript too), wherever its list's pages are; 404 when it is
     * not there (or not the caller's). A row of a loaded page stands in for it until it comes, so the dialog
     * shows at once, the transcript following.
     */
    useLead: (id: string | null) => {
      const queryClient = useQueryClient();
      return useQuery({
        ...leads.itemQuery(id ?? ''),
        enabled: id !== null,
        placeholderData: () => {
          const row = id ? rowInPages(queryClient, leads, id) : undefined;
          return row ? ({ notes: null, ...row } as Lead) : undefined;
        },
      });
    },
    /**
     * PATCH {list}/{id}: sets a lead's status. The list's pages and the open lead show the new status at once
     * and go back to the old one, with 'Failed to update lead status', if the call fails; the lead's activity
     * (and its first contact) is read again with the list, and the landing's piles with it.
     */
    useUpdateStatus: () =>
      useResourceMutation<{ id: string; status: LeadStatus }, Lead, unknown>({
        mutationFn: ({ id, status }) =>
          authedRequest(leadPath(id), { method: 'PATCH', body: { status }, schema: leadSchema }),
        invalidate: leads.keys.changed,
        success: staffMessages.leads.statusUpdated,
        failure: staffMessages.leads.statusFailed,
        optimistic: {
          queryKey: keys,
          update: (cached, { id, status }) => patchLead(cached, id, { status }),
        },
      }),
    /**
     * GET {list}/{id}/history?cursor: the lead's activity a page at a time (issue 33), newest first, the lead's
     * arrival at the end of the last page; each next page from the cursor the one before answered.
     */
    historyQuery: (id: string) =>
      infiniteQueryOptions({
        queryKey: historyKey(id),
        queryFn: ({ pageParam }): Promise<LeadHistory> =>
          authedRequest(`${leadPath(id)}/history${query({ cursor: pageParam ?? undefined })}`, {
            schema: leadHistorySchema,
          }),
        initialPageParam: null as string | null,
        getNextPageParam: (last) => last.next_cursor,
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
        // The note goes at the top of the first page (the newest entries).
        onSuccess: (note) =>
          queryClient.setQueryData<InfiniteData<LeadHistory, string | null>>(historyKey(id), (cached) =>
            cached
              ? {
                  ...cached,
                  pages: cached.pages.map((page, index) =>
                    index === 0 ? { ...page, events: [note, ...page.events] } : page,
                  ),
                }
              : cached,
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
        invalidate: leads.keys.changed,
        success: c.withdrawDone,
        failure: (error) => apiMessage(error, 400, c.withdrawFailed),
      }),
    /**
     * Whether the caller may open lead `id` (another lead's duplicate link): the audience's API answers it
     * (true), refuses it (false: another agent's, or gone), or has not said yet (undefined). What it answers
     * is the lead's detail, ready when it is opened.
     */
    useCanOpenLead: (id: string): boolean | undefined => {
      const lead = useQuery({ ...leads.itemQuery(id), retry: false });
      return lead.isSuccess ? true : lead.isError ? false : undefined;
    },
  };
}

export type LeadActivityApi = ReturnType<typeof leadActivityApi>;
