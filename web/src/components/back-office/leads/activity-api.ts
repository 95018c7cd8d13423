import {
  type LeadEvent,
  type LeadHistory,
  type LeadNoteRequest,
  leadEventSchema,
  leadHistorySchema,
  staffMessages,
} from '@maplestone/shared';
import { type QueryKey, queryOptions, useQueryClient } from '@tanstack/react-query';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const a = staffMessages.leads.activity;

/**
 * A lead's activity and notes through one audience's API (issue 17): `base` is '/api/me/leads' (the
 * agent's own leads) or '/api/admin/leads' (the super admin's), `keys` that audience's lead key prefix.
 * The history's key sits under that prefix, so a status change, which invalidates the prefix, refreshes
 * the open lead's activity as well. Built once per audience, next to its lead list's api.
 */
export function leadActivityApi({ base, keys }: { base: string; keys: QueryKey }) {
  const leadPath = (id: string) => `${base}/${encodeURIComponent(id)}`;
  const historyKey = (id: string) => [...keys, 'history', id] as const;
  return {
    historyKey,
    /** GET {base}/{id}/history: newest first, the lead's arrival last. */
    historyQuery: (id: string) =>
      queryOptions({
        queryKey: historyKey(id),
        queryFn: ({ signal }): Promise<LeadHistory> =>
          authedRequest(`${leadPath(id)}/history`, { schema: leadHistorySchema, signal }),
      }),
    /**
     * POST {base}/{id}/notes: the note shows at the top of the activity as soon as the API answers with
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
  };
}

export type LeadActivityApi = ReturnType<typeof leadActivityApi>;
