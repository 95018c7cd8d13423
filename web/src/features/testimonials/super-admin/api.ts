import {
  adminMessages,
  pageSchema,
  staffMessages,
  type TestimonialRequest,
  testimonialSchema,
} from '@maplestone/shared';
import type * as z from 'zod';
import { pagedListResource, patchPageRow } from '../../../lib/admin-resource';
import { authedRequest } from '../../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../../lib/resource';

const m = staffMessages.testimonials;
const a = adminMessages.testimonials;

/** A testimonial as the admin list shows it: with its agent's name or its admin author's name. */
export type AdminTestimonial = z.infer<typeof testimonialSchema>;

/**
 * GET /api/admin/testimonials?status&limit&cursor: a page of every testimonial, newest first, or (status=pending)
 * of the agents' ones awaiting approval, oldest first, with how many wait (issue 33, ADR 094).
 */
export const adminTestimonialsResource = pagedListResource({
  key: ['admin', 'testimonials'],
  path: '/api/admin/testimonials',
  page: pageSchema(testimonialSchema),
  item: testimonialSchema,
});
const { keys, itemPath } = adminTestimonialsResource;

/** An agent's testimonial (admin-authored ones have no agent, are approved and have no toggle). */
export const isAgentTestimonial = (testimonial: AdminTestimonial) => testimonial.agent_id !== null;

/**
 * PATCH { is_approved }: the approval toggle of an agent's testimonial. Optimistic (spec §4 toggles): the
 * page shown has the new state at once and goes back if the call fails, with 'Failed to save testimonial'.
 */
export function useSetApproval() {
  return useResourceMutation<{ id: string; approved: boolean }, AdminTestimonial, unknown>({
    mutationFn: ({ id, approved }) =>
      authedRequest(itemPath(id), {
        method: 'PATCH',
        body: { is_approved: approved },
        schema: testimonialSchema,
      }),
    invalidate: keys.changed,
    success: (_result, { approved }) => (approved ? a.approved : a.unapproved),
    failure: (error) => apiMessage(error, 400, m.saveFailed),
    optimistic: {
      queryKey: keys.list(),
      update: (page, { id, approved }) => patchPageRow<AdminTestimonial>(page, id, { is_approved: approved }),
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
