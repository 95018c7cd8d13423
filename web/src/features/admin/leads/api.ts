import {
  type AdminLeadFilter,
  adminMessages,
  type Lead,
  leadListSchema,
  leadSchema,
  staffMessages,
} from '@maplestone/shared';
import { leadActivityApi } from '../../../components/back-office/leads';
import { listResource } from '../../../lib/admin-resource';
import { query } from '../../../lib/api';
import { authedDownload, authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';
import { saveFile } from '../../../lib/save-file';

const m = adminMessages.leads;

/**
 * GET /api/admin/leads: every lead with its agent's name, newest first, read whole (ADR 038: the table
 * filters and pages in the browser; the CSV export applies the same filters on the server).
 */
export const adminLeadsResource = listResource({
  key: ['admin', 'leads'],
  path: '/api/admin/leads',
  schema: leadListSchema,
});
const { keys, itemPath } = adminLeadsResource;

/**
 * A lead's status (PATCH /api/admin/leads/{id}: any status), activity and notes
 * (GET /api/admin/leads/{id}/history, POST /api/admin/leads/{id}/notes).
 */
export const adminLeadActivity = leadActivityApi(adminLeadsResource);

/** DELETE /api/admin/leads/{id} (204): 'Failed to delete application' when it fails. */
export const useDeleteAdminLead = () =>
  adminLeadsResource.useRemove({ deleted: m.deleted, deleteFailed: staffMessages.leads.deleteFailed });

/**
 * GET /api/admin/leads.csv with the filters the table shows, saved as the file the API names
 * (leads-YYYY-MM-DD.csv). Progress and failure are the mutation's: the button shows both.
 */
export function useExportLeadsCsv() {
  return useResourceMutation<AdminLeadFilter, void>({
    mutationFn: async (filter) => {
      const { blob, filename } = await authedDownload(`/api/admin/leads.csv${query({ ...filter })}`);
      saveFile(blob, filename ?? 'leads.csv');
    },
    invalidate: [],
    success: m.exported,
    failure: m.exportFailed,
  });
}

/**
 * POST /api/admin/leads/{id}/reassign: gives the lead to another active agent ('Lead reassigned to …');
 * the API's own refusal (400 'Choose an active agent') is shown as it says.
 */
export function useReassignAdminLead() {
  return useResourceMutation<{ id: string; agent_id: string }, Lead>({
    mutationFn: ({ id, agent_id }) =>
      authedRequest(`${itemPath(id)}/reassign`, { method: 'POST', body: { agent_id }, schema: leadSchema }),
    invalidate: [keys.all],
    success: (lead) => staffMessages.leads.reassign.done(lead.agent_name ?? ''),
    failure: (error) => apiMessage(error, 400, staffMessages.leads.reassign.failed),
  });
}
