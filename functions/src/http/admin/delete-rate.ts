import { rates } from '../../data/repositories/rates';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/rates/{id}. */
export const deleteRate = deleteById((id) => rates.remove(id));
