import { type AdminLeadFilter, adminMessages, type LeadListRow } from '@maplestone/shared';
import { peopleApplicationWords } from '@maplestone/shared/i18n/en/people';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { agentOptionsQuery } from '../../../components/back-office/agent-options';
import { ConfirmDeleteDialog } from '../../../components/back-office/confirm-delete-dialog';
import { DateRangeFields, useDateRange } from '../../../components/back-office/date-range';
import { lazyDialog } from '../../../components/back-office/lazy-dialog';
import { PagedQueryTable } from '../../../components/back-office/list-query';
import { PanelHeading } from '../../../components/back-office/panel-heading';
import { DeleteRowButton } from '../../../components/back-office/row-actions';
import { useRowDialog } from '../../../components/back-office/use-row-dialog';
import { useServerTableState } from '../../../components/data-table';
import { Button } from '../../../components/ui/button';
import { usePagedList } from '../../../lib/admin-resource';
import { adminLeadFacets } from '../back-office';
import { adminLeadActivity, adminLeadsResource, useDeleteAdminLead } from './api';
import { adminLeadColumns } from './columns';
import { LeadExportButton } from './export';
import { ReassignLead } from './reassign';

const m = adminMessages.leads;
const PREFIX = 'leads';
/** The lead's detail (its form, activity and dialog code) loads when a lead is first opened. */
const LeadDetailDialog = lazyDialog(() =>
  import('../back-office/lead-detail').then((module) => module.LeadDetailDialog),
);
/** The open lead's id in the URL, as on the agent dashboard (ADR 038). */
const LEAD_PARAM = 'lead';

/**
 * /super-admin/leads: the platform's leads a page at a time with their agents' names, newest first (or
 * oldest); status dropdown per row, delete after confirmation, the dashboard's lead detail at ?lead=<id>
 * (read by id: it may be on no page shown); filters (type, status, source, agent, received dates, search)
 * sent to the API and kept in the URL, and a CSV export of exactly what they select.
 */
export default function LeadsPanel() {
  const agents = useQuery(agentOptionsQuery());
  const facets = useMemo(() => adminLeadFacets(agents.data), [agents.data]);
  const range = useDateRange(PREFIX);
  const table = useServerTableState(PREFIX, {
    facetIds: facets.map((facet) => facet.columnId),
    filters: { from: range.from, to: range.to },
  });
  const leads = usePagedList(adminLeadsResource, table.query);
  const updateStatus = adminLeadActivity.useUpdateStatus();
  const remove = useDeleteAdminLead();
  const [params, setParams] = useSearchParams();
  const confirm = useRowDialog<LeadListRow>();
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
  const openId = params.get(LEAD_PARAM);
  const open = adminLeadActivity.useLead(openId);

  /** What the table shows, as the export's query: the same filters (not the order or page), applied by the server. */
  const filter = (): AdminLeadFilter => {
    const { order: _order, limit: _limit, cursor: _cursor, ...filters } = table.query;
    return filters as AdminLeadFilter;
  };

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
        <div className="sm:ml-auto">
          <LeadExportButton filter={filter()} disabled={leads.isPending} />
        </div>
      </div>
      <PagedQueryTable
        query={leads}
        failed={peopleApplicationWords.listFailed}
        state={table}
        columns={columns}
        label={adminMessages.tabs.leads}
        emptyMessage={m.empty}
        noMatchesMessage={range.active ? m.noneInRange : undefined}
        searchLabel={m.search}
        facets={facets}
        orderColumn="created_at"
        onRowClick={(lead) => setLead(lead.id)}
        rowActions={(lead) => (
          <DeleteRowButton label={m.deleteLabel(lead.client_name)} onClick={() => confirm.show(lead)} />
        )}
      />
      <LeadDetailDialog
        open={openId !== null}
        onOpenChange={(isOpen) => (isOpen ? undefined : setLead(null))}
        lead={open.data}
        loading={open.isPending && !open.isError}
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
