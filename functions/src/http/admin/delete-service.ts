import { contentServicesWords } from '@maplestone/shared/i18n/en/content';
import { services } from '../../data/repositories/services';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/services/{id}. */
export const deleteService = deleteById((id) => services.remove(id), contentServicesWords.notFound);
