import { randomUUID } from 'node:crypto';
import { testimonialRequestSchema } from '@maplestone/shared/schemas/content';
import { type Testimonial, testimonials } from '../../data/repositories/testimonials';
import { created, defineHandler } from '../../lib/http';
import { callerAgent } from '../../services/back-office/ownership';
import { backOfficeTestimonial } from '../../services/back-office/testimonials';

/** POST /api/me/testimonials: the caller's testimonial, unapproved until a super admin approves it. */
export const createMyTestimonial = defineHandler({
  body: testimonialRequestSchema,
  handle: async ({ body, caller }) => {
    const agent = await callerAgent(caller);
    const testimonial: Testimonial = {
      id: randomUUID(),
      client_name: body.client_name,
      content: body.content,
      rating: body.rating,
      is_approved: false,
      admin_id: null,
      agent_id: agent.id,
      created_at: new Date().toISOString(),
    };
    await testimonials.create(testimonial);
    return created(backOfficeTestimonial(testimonial, agent.name, undefined));
  },
});
