import { adminTestimonialListQuerySchema } from '@maplestone/shared/schemas/list-queries';
import { defineHandler, ok } from '../../lib/http';
import { adminTestimonialsPage } from '../../services/back-office/testimonial-pages';

/**
 * GET /api/admin/testimonials?status&limit&cursor: a page of every testimonial, newest first, or (status=pending)
 * of the agents' ones awaiting approval, oldest first, with how many wait; each with its agent's and author's
 * names (issue 33, ADR 094).
 */
export const listAllTestimonials = defineHandler({
  query: adminTestimonialListQuerySchema,
  handle: async ({ query }) => ok(await adminTestimonialsPage(query)),
});
