import { testimonials } from '../../data/repositories/testimonials';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/testimonials/{id}. */
export const deleteTestimonial = deleteById((id) => testimonials.remove(id));
