import {
  staffMessages,
  type Testimonial,
  type TestimonialRequest,
  testimonialSchema,
} from '@maplestone/shared';
import { queryOptions } from '@tanstack/react-query';
import * as z from 'zod';
import { authedRequest } from '../../lib/authed-api';
import { apiMessage, useResourceMutation } from '../../lib/resource';

const m = staffMessages.testimonials;
const myTestimonialsSchema = z.array(testimonialSchema);

export const myTestimonialKeys = {
  all: ['me', 'testimonials'] as const,
  list: () => [...myTestimonialKeys.all, 'list'] as const,
};

/** GET /api/me/testimonials: the agent's testimonials, pending and approved, newest first. */
export function myTestimonialsQuery() {
  return queryOptions({
    queryKey: myTestimonialKeys.list(),
    queryFn: ({ signal }): Promise<Testimonial[]> =>
      authedRequest('/api/me/testimonials', { schema: myTestimonialsSchema, signal }),
  });
}

/** POST /api/me/testimonials: stored unapproved until a super admin approves it. */
export function useSubmitTestimonial(onSuccess?: () => void) {
  return useResourceMutation({
    mutationFn: (testimonial: TestimonialRequest) =>
      authedRequest('/api/me/testimonials', {
        method: 'POST',
        body: testimonial,
        schema: testimonialSchema,
      }),
    invalidate: [myTestimonialKeys.all],
    success: m.submitted,
    // A refusal the API explains (400: the shared schema's message) is shown as is.
    failure: (error) => apiMessage(error, 400, m.submitFailed),
    onSuccess,
  });
}
