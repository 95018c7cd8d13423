import { messages } from '@maplestone/shared/messages';
import { testimonials } from '../../data/repositories/testimonials';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';

/** DELETE /api/admin/testimonials/{id}. */
export const deleteTestimonial = defineHandler({
  params: { id: messages.common.notFound },
  handle: async ({ params }) => {
    if (!(await testimonials.remove(params.id))) throw new NotFoundError();
    return noContent();
  },
});
