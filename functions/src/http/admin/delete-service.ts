import { messages } from '@maplestone/shared/messages';
import { services } from '../../data/repositories/services';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/services/{id}. */
export const deleteService = deleteById((id) => services.remove(id), messages.services.notFound);
