import { randomUUID } from 'node:crypto';
import { testimonialRequestSchema } from '@maplestone/shared/schemas/content';
import { profiles } from '../../data/repositories/profiles';
import { type Testimonial, testimonials } from '../../data/repositories/testimonials';
import { created, defineHandler } from '../../lib/http';
import { backOfficeTestimonial } from '../../services/back-office/testimonials';

/** POST /api/admin/testimonials: an admin-authored testimonial: approved, admin_id the caller, no agent. */
export const createTestimonial = defineHandler({
  body: testimonialRequestSchema,
  handle: async ({ body, caller }) => {
    const testimonial: Testimonial = {
      id: randomUUID(),
      client_name: body.client_name,
      content: body.content,
      rating: body.rating,
      is_approved: true,
      admin_id: caller!.sub,
      agent_id: null,
      created_at: new Date().toISOString(),
    };
    await testimonials.create(testimonial);
    return created(backOfficeTestimonial(testimonial, null, await profiles.get(caller!.sub)));
  },
});
