import { adminMessages, type Lead, leadListPageSchema, leadSchema, staffMessages } from '@maplestone/shared';
import { pagedListResource } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
import { backOfficeKeys } from '../../../lib/back-office-keys';
import { apiMessage, useResourceMutation } from '../../../lib/resource';
import { leadActivityApi } from '../back-office';

const m = adminMessages.leads;

/**
 * GET /api/admin/leads?type&status&source&agent&from&to&q&order&limit&cursor: a page of the platform's leads
 * with their agents' names (issue 33, ADR 091: the server filters, searches and pages); GET
 * /api/admin/leads/{id}: one lead whole. A change of a lead also makes the landing's piles stale.
 */
export const adminLeadsResource = pagedListResource({
  key: backOfficeKeys.adminLeads,
  path: '/api/admin/leads',
  page: leadListPageSchema,
  item: leadSchema,
  related: [backOfficeKeys.adminAttention],
});
const { keys, itemPath } = adminLeadsResource;

/**
 * A lead's detail, status (PATCH /api/admin/leads/{id}: any status), activity and notes
 * (GET /api/admin/leads/{id}/history, POST /api/admin/leads/{id}/notes).
 */
export const adminLeadActivity = leadActivityApi(adminLeadsResource);

/** DELETE /api/admin/leads/{id} (204): 'Failed to delete application' when it fails. */
export const useDeleteAdminLead = () =>
  adminLeadsResource.useRemove({ deleted: m.deleted, deleteFailed: staffMessages.leads.deleteFailed });

/**
 * POST /api/admin/leads/{id}/reassign: gives the lead to another active agent ('Lead reassigned to …');
 * the API's own refusal (400 'Choose an active agent') is shown as it says.
 */
export function useReassignAdminLead() {
  return useResourceMutation<{ id: string; agent_id: string }, Lead>({
    mutationFn: ({ id, agent_id }) =>
      authedRequest(`${itemPath(id)}/reassign`, { method: 'POST', body: { agent_id }, schema: leadSchema }),
    invalidate: keys.changed,
    success: (lead) => staffMessages.leads.reassign.done(lead.agent_name ?? ''),
    failure: (error) => apiMessage(error, 400, staffMessages.leads.reassign.failed),
  });
}
