import {
  pageSchema,
  staffMessages,
  type Testimonial,
  type TestimonialRequest,
  testimonialSchema,
} from '@maplestone/shared';
import { pagedListResource } from '../../../lib/admin-resource';
import { apiMessage } from '../../../lib/resource';

const m = staffMessages.testimonials;

/** GET /api/me/testimonials?limit&cursor: a page of the agent's testimonials, pending and approved, newest first. */
export const myTestimonialsResource = pagedListResource({
  key: ['me', 'testimonials'],
  path: '/api/me/testimonials',
  page: pageSchema(testimonialSchema),
  item: testimonialSchema,
});

/** POST /api/me/testimonials: stored unapproved until a super admin approves it. */
export const useSubmitTestimonial = (onSuccess?: () => void) =>
  myTestimonialsResource.useSave<TestimonialRequest, Testimonial>({
    schema: testimonialSchema,
    saved: m.submitted,
    // A refusal the API explains (400: the shared schema's message) is shown as is.
    failure: (error) => apiMessage(error, 400, m.submitFailed),
    onSuccess,
  });
