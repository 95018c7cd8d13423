import { pageQuerySchema } from '@maplestone/shared/schemas/page';
import { defineHandler, ok } from '../../lib/http';
import { callerAgent } from '../../services/back-office/ownership';
import { agentTestimonialsPage } from '../../services/back-office/testimonial-pages';

/** GET /api/me/testimonials?limit&cursor: a page of the caller's testimonials, pending and approved, newest first. */
export const listMyTestimonials = defineHandler({
  query: pageQuerySchema,
  handle: async ({ caller, query }) => ok(await agentTestimonialsPage(await callerAgent(caller), query)),
});
