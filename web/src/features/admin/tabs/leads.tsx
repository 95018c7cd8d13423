import { type AdminLeadFilter, adminMessages, type Lead, messages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ConfirmDeleteDialog } from '../../../components/back-office/confirm-delete-dialog';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { adminLeadFacets, LeadDetailDialog } from '../../../components/back-office/leads';
import { PanelHeading } from '../../../components/back-office/panel-heading';
import { DeleteRowButton } from '../../../components/back-office/row-actions';
import { useRowDialog } from '../../../components/back-office/use-row-dialog';
import { DataTable, useTableUrlState } from '../../../components/data-table';
import { BusyButton } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { adminLeadActivity, adminLeadsResource, useDeleteAdminLead, useExportLeadsCsv } from '../leads/api';
import { adminLeadColumns } from '../leads/columns';
import { DateRangeFields, useDateRange } from '../leads/date-range';
import { ReassignLead } from '../leads/reassign';

const m = adminMessages.leads;
const PREFIX = 'leads';
/** The open lead's id in the URL, as on the agent dashboard (ADR 038). */
const LEAD_PARAM = 'lead';
const DEFAULTS = { sort: { id: 'created_at', desc: true } };

/**
 * /super-admin/leads: every lead with its agent's name, newest first; status dropdown per row, delete
 * after confirmation, the dashboard's lead detail at ?lead=<id>; filters (type, status, source, agent,
 * received dates, search) in the URL, and a CSV export of exactly the rows they show.
 */
export default function LeadsPanel() {
  const leads = useQuery(adminLeadsResource.listQuery());
  const updateStatus = adminLeadActivity.useUpdateStatus();
  const remove = useDeleteAdminLead();
  const exportCsv = useExportLeadsCsv();
  const [params, setParams] = useSearchParams();
  const confirm = useRowDialog<Lead>();
  const range = useDateRange(PREFIX);
  const facets = useMemo(() => adminLeadFacets(leads.data), [leads.data]);
  const table = useTableUrlState(
    PREFIX,
    facets.map((facet) => facet.columnId),
    DEFAULTS,
  );
  const setLead = useCallback(
    (id: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (id) next.set(LEAD_PARAM, id);
          else next.delete(LEAD_PARAM);
          return next;
        },
        { replace: id === null },
      ),
    [setParams],
  );
  // Columns must keep their identity (a new cell function remounts every cell, closing an open
  // dropdown), so they get the stable `mutate` only; the change shows at once in the row anyway.
  const { mutate } = updateStatus;
  const columns = useMemo(() => adminLeadColumns(setLead, { mutate, isPending: false }), [setLead, mutate]);
  const shown = useMemo(
    () => (leads.data ? range.within(leads.data) : undefined),
    [leads.data, range.within],
  );
  const openId = params.get(LEAD_PARAM);

  /** What the table shows, as the export's query: the same filters, applied by the server. */
  const filter = (): AdminLeadFilter => ({
    ...(Object.fromEntries(
      table.columnFilters.map(({ id, value }) => [id, String(value)]),
    ) as AdminLeadFilter),
    q: table.globalFilter.trim() || undefined,
    from: range.from || undefined,
    to: range.to || undefined,
  });

  if (leads.isError) {
    return (
      <FetchFailed
        message={messages.application.listFailed}
        error={leads.error}
        onRetry={() => leads.refetch()}
      />
    );
  }
  return (
    <section aria-labelledby="admin-leads-heading" className="space-y-6">
      <PanelHeading id="admin-leads-heading" title={adminMessages.tabs.leads} lead={m.lead} />
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
        <DateRangeFields range={range} />
        {range.active ? (
          <Button
            variant="link"
            size="sm"
            className="sm:mb-2.5"
            onClick={() => range.set({ from: '', to: '' })}
          >
            {m.clearDates}
          </Button>
        ) : null}
        <BusyButton
          variant="outline"
          className="sm:ml-auto"
          onClick={() => exportCsv.mutate(filter())}
          busy={exportCsv.isPending}
          busyLabel={m.exporting}
          icon={<Download className="size-4" aria-hidden />}
          disabled={leads.isPending}
        >
          {m.exportCsv}
        </BusyButton>
      </div>
      <DataTable
        columns={columns}
        data={shown}
        loading={leads.isPending}
        urlPrefix={PREFIX}
        label={adminMessages.tabs.leads}
        emptyMessage={range.active && leads.data?.length ? m.noneInRange : m.empty}
        searchLabel={m.search}
        facets={facets}
        defaults={DEFAULTS}
        getRowId={(lead) => lead.id}
        onRowClick={(lead) => setLead(lead.id)}
        rowActions={(lead) => (
          <DeleteRowButton label={m.deleteLabel(lead.client_name)} onClick={() => confirm.show(lead)} />
        )}
      />
      <LeadDetailDialog
        open={openId !== null}
        onOpenChange={(open) => (open ? undefined : setLead(null))}
        lead={leads.data?.find((lead) => lead.id === openId)}
        loading={leads.isPending}
        statusUpdate={updateStatus}
        activity={adminLeadActivity}
        reassign={(lead) => <ReassignLead lead={lead} />}
      />
      <ConfirmDeleteDialog
        dialog={confirm}
        title={(lead) => m.deleteTitle(lead.client_name)}
        description={m.deleteText}
        remove={remove}
      />
    </section>
  );
}
