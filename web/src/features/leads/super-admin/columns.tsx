import type { LeadListRow } from '@maplestone/shared';
import type { ColumnDef } from '../../../components/data-table';
import { type LeadStatusUpdate, leadColumns } from '../back-office';

/** The admin's table: the agent dashboard's lead columns with the agent's name and a status dropdown. */
export function adminLeadColumns(
  openLead: (id: string) => void,
  statusUpdate: LeadStatusUpdate,
): ColumnDef<LeadListRow, unknown>[] {
  return leadColumns({ openLead, withAgent: true, statusUpdate });
}
