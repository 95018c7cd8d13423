import { LEAD_STATUSES, type LeadStatus, staffMessages } from '@maplestone/shared';
import { Loader2 } from 'lucide-react';
import { Select } from '../../../components/ui/select';

/** The status values with their labels, in the spec's order (new, contacted, qualified, closed). */
const STATUS_OPTIONS = LEAD_STATUSES.map((status) => ({
  value: status,
  label: staffMessages.leads.statusLabels[status],
}));

/**
 * How a lead's status is saved: the dashboard's PATCH /api/me/leads/{id} or the admin's
 * PATCH /api/admin/leads/{id} (each a useResourceMutation with the optimistic list update); the
 * shared lead views only call it.
 */
export interface LeadStatusUpdate {
  mutate: (variables: { id: string; status: LeadStatus }) => void;
  isPending: boolean;
  variables?: { id: string; status: LeadStatus } | undefined;
}

/** A lead's status as a dropdown that saves on change, with a spinner while this lead's change is sent. */
export function LeadStatusSelect({
  leadId,
  status,
  update,
  id,
  ariaLabel,
  className = 'w-40',
}: {
  leadId: string;
  status: LeadStatus;
  update: LeadStatusUpdate;
  id?: string;
  ariaLabel?: string;
  className?: string;
}) {
  const saving = update.isPending && update.variables?.id === leadId;
  return (
    <span className="inline-flex items-center gap-2">
      <Select
        id={id}
        ariaLabel={ariaLabel}
        value={status}
        onValueChange={(next) => update.mutate({ id: leadId, status: next as LeadStatus })}
        options={STATUS_OPTIONS}
        className={className}
      />
      {saving ? (
        <span role="status" className="inline-flex items-center">
          <Loader2 className="size-4 animate-spin text-navy-600" aria-hidden />
          <span className="sr-only">{staffMessages.dataTable.saving}</span>
        </span>
      ) : null}
    </span>
  );
}
