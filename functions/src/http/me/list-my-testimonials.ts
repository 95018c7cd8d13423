import { testimonials } from '../../data/repositories/testimonials';
import { defineHandler, ok } from '../../lib/http';
import { callerAgent } from '../../services/back-office/ownership';
import { backOfficeTestimonial } from '../../services/back-office/testimonials';

/** GET /api/me/testimonials: the caller's testimonials, pending and approved, newest first. */
export const listMyTestimonials = defineHandler({
  handle: async ({ caller }) => {
    const agent = await callerAgent(caller);
    const own = await testimonials.listForAgent(agent.id);
    return ok(own.map((testimonial) => backOfficeTestimonial(testimonial, agent.name, undefined)));
  },
});
