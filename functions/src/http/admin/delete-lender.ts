import { lenders } from '../../data/repositories/lenders';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/lenders/{id}. */
export const deleteLender = deleteById((id) => lenders.remove(id));
