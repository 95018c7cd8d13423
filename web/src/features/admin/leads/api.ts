import {
  type AdminLeadFilter,
  adminMessages,
  type Lead,
  type LeadStatus,
  leadListSchema,
  leadSchema,
  staffMessages,
} from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { leadActivityApi } from '../../../components/back-office/leads';
import { query } from '../../../lib/api';
import { authedDownload, authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';
import { saveFile } from '../../../lib/save-file';

const m = adminMessages.leads;

export const adminLeadKeys = {
  all: ['admin', 'leads'] as const,
  list: () => [...adminLeadKeys.all, 'list'] as const,
};

/**
 * GET /api/admin/leads: every lead with its agent's name, newest first, read whole (ADR 038: the table
 * filters and pages in the browser; the CSV export applies the same filters on the server).
 */
export function adminLeadsQuery() {
  return queryOptions({
    queryKey: adminLeadKeys.list(),
    queryFn: ({ signal }) => authedRequest('/api/admin/leads', { schema: leadListSchema, signal }),
  });
}

const itemPath = (id: string) => `/api/admin/leads/${encodeURIComponent(id)}`;

/** A lead's activity and notes: GET /api/admin/leads/{id}/history, POST /api/admin/leads/{id}/notes. */
export const adminLeadActivity = leadActivityApi({ base: '/api/admin/leads', keys: adminLeadKeys.all });

/** PATCH /api/admin/leads/{id}: any status, shown at once and put back with 'Failed to update lead status'. */
export function useUpdateAdminLeadStatus() {
  return useResourceMutation<{ id: string; status: LeadStatus }, Lead, Lead[]>({
    mutationFn: ({ id, status }) =>
      authedRequest(itemPath(id), { method: 'PATCH', body: { status }, schema: leadSchema }),
    invalidate: [adminLeadKeys.all],
    success: staffMessages.leads.statusUpdated,
    failure: staffMessages.leads.statusFailed,
    optimistic: {
      queryKey: adminLeadKeys.list(),
      update: (cached, { id, status }) =>
        cached?.map((lead) => (lead.id === id ? { ...lead, status } : lead)),
    },
  });
}

/** DELETE /api/admin/leads/{id} (204): 'Failed to delete application' when it fails. */
export function useDeleteAdminLead() {
  return useResourceMutation<string, null>({
    mutationFn: (id) => authedRequest(itemPath(id), { method: 'DELETE', schema: z.null() }),
    invalidate: [adminLeadKeys.all],
    success: m.deleted,
    failure: staffMessages.leads.deleteFailed,
  });
}

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
    invalidate: [adminLeadKeys.all],
    success: (lead) => staffMessages.leads.reassign.done(lead.agent_name ?? ''),
    failure: (error) => apiMessage(error, 400, staffMessages.leads.reassign.failed),
  });
}
