import { leads } from '../../data/repositories/leads';
import { deleteById } from '../delete-by-id';

/** DELETE /api/admin/leads/{id}: the lead; count-events takes it off its counters from the stream (ADR 065). */
export const deleteLead = deleteById((id) => leads.remove(id));
