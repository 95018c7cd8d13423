import { testimonials } from '../../data/repositories/testimonials';
import { NotFoundError } from '../../lib/errors';
import { defineHandler, noContent } from '../../lib/http';
import { idParam } from '../../services/back-office/params';

/** DELETE /api/admin/testimonials/{id}. */
export const deleteTestimonial = defineHandler({
  handle: async ({ params }) => {
    if (!(await testimonials.remove(idParam(params)))) throw new NotFoundError();
    return noContent();
  },
});
