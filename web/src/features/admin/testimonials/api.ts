import { adminMessages, staffMessages, type TestimonialRequest, testimonialSchema } from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const m = staffMessages.testimonials;
const a = adminMessages.testimonials;

/** A testimonial as the admin list shows it: with its agent's name or its admin author's name. */
export type AdminTestimonial = z.infer<typeof testimonialSchema>;
const listSchema = z.array(testimonialSchema);

export const adminTestimonialKeys = {
  all: ['admin', 'testimonials'] as const,
  list: () => [...adminTestimonialKeys.all, 'list'] as const,
};

const itemPath = (id: string) => `/api/admin/testimonials/${encodeURIComponent(id)}`;

/** GET /api/admin/testimonials: every testimonial, newest first. */
export function adminTestimonialsQuery() {
  return queryOptions({
    queryKey: adminTestimonialKeys.list(),
    queryFn: ({ signal }): Promise<AdminTestimonial[]> =>
      authedRequest('/api/admin/testimonials', { schema: listSchema, signal }),
  });
}

/** An agent's testimonial (admin-authored ones have no agent, are approved and have no toggle). */
export const isAgentTestimonial = (testimonial: AdminTestimonial) => testimonial.agent_id !== null;

/**
 * PATCH { is_approved }: the approval toggle of an agent's testimonial. Optimistic (spec §4 toggles):
 * the list shows the new state at once and goes back if the call fails, with 'Failed to save testimonial'.
 */
export function useSetApproval() {
  return useResourceMutation<{ id: string; approved: boolean }, AdminTestimonial, AdminTestimonial[]>({
    mutationFn: ({ id, approved }) =>
      authedRequest(itemPath(id), {
        method: 'PATCH',
        body: { is_approved: approved },
        schema: testimonialSchema,
      }),
    invalidate: [adminTestimonialKeys.all],
    success: (_result, { approved }) => (approved ? a.approved : a.unapproved),
    failure: (error) => apiMessage(error, 400, m.saveFailed),
    optimistic: {
      queryKey: adminTestimonialKeys.list(),
      update: (list, { id, approved }) =>
        list?.map((row) => (row.id === id ? { ...row, is_approved: approved } : row)),
    },
  });
}

/**
 * POST a new admin-authored testimonial (created approved), or PATCH the words of one the caller wrote.
 * A refusal the API explains (400: the schema's message; 403: only the author may edit) is shown as is.
 */
export function useSaveTestimonial() {
  return useResourceMutation({
    mutationFn: ({ id, body }: { id?: string; body: TestimonialRequest }) =>
      authedRequest(id ? itemPath(id) : '/api/admin/testimonials', {
        method: id ? 'PATCH' : 'POST',
        body,
        schema: testimonialSchema,
      }),
    invalidate: [adminTestimonialKeys.all],
    success: a.saved,
    failure: (error) => apiMessage(error, 403, apiMessage(error, 400, m.saveFailed)),
  });
}

/** DELETE /api/admin/testimonials/{id}: answers 204 with no body. */
export function useDeleteTestimonial() {
  return useResourceMutation({
    mutationFn: (id: string) => authedRequest(itemPath(id), { method: 'DELETE', schema: z.null() }),
    invalidate: [adminTestimonialKeys.all],
    success: a.deleted,
    failure: a.deleteFailed,
  });
}
