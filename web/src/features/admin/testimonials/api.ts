import { adminMessages, staffMessages, type TestimonialRequest, testimonialSchema } from '@maplestone/shared';
import * as z from 'zod';
import { listResource } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const m = staffMessages.testimonials;
const a = adminMessages.testimonials;

/** A testimonial as the admin list shows it: with its agent's name or its admin author's name. */
export type AdminTestimonial = z.infer<typeof testimonialSchema>;

/** GET /api/admin/testimonials: every testimonial, newest first. */
export const adminTestimonialsResource = listResource({
  key: ['admin', 'testimonials'],
  path: '/api/admin/testimonials',
  schema: z.array(testimonialSchema),
});
const { keys, itemPath } = adminTestimonialsResource;

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
    invalidate: [keys.all],
    success: (_result, { approved }) => (approved ? a.approved : a.unapproved),
    failure: (error) => apiMessage(error, 400, m.saveFailed),
    optimistic: {
      queryKey: keys.list(),
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
  return adminTestimonialsResource.useSave<TestimonialRequest>({
    schema: testimonialSchema,
    saved: a.saved,
    failure: (error) => apiMessage(error, 403, apiMessage(error, 400, m.saveFailed)),
  });
}

/** DELETE /api/admin/testimonials/{id}. */
export const useDeleteTestimonial = () => adminTestimonialsResource.useRemove(a);
