import { dashboardMessages, staffMessages } from '@maplestone/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { lazyDialog } from '../../../components/back-office/lazy-dialog';
import { PagedQueryTable } from '../../../components/back-office/list-query';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { useServerTableState } from '../../../components/data-table';
import { usePagedList } from '../../../lib/admin-resource';
import { LEAD_FACETS, leadColumns } from '../back-office';
import { myLeadActivity, myLeadsResource } from './api';

const m = staffMessages.leads;
const PREFIX = 'leads';
/** The open lead's id in the URL, so its detail survives a reload and can be linked to (ADR 038). */
const LEAD_PARAM = 'lead';
const FACET_IDS = LEAD_FACETS.map((facet) => facet.columnId);
/** The lead's detail (its form, activity and dialog code) loads when a lead is first opened. */
const LeadDetailDialog = lazyDialog(() =>
  import('../back-office/lead-detail').then((module) => module.LeadDetailDialog),
);

/**
 * The agent's own leads a page at a time, newest first (or oldest), filtered by status and type and searched
 * by the API, all in the URL; a lead's detail in a dialog at ?lead=<id>, read by id.
 */
export default function LeadsTab(_props: DashboardTabProps) {
  const table = useServerTableState(PREFIX, { facetIds: FACET_IDS });
  const leads = usePagedList(myLeadsResource, table.query);
  const updateStatus = myLeadActivity.useUpdateStatus();
  const [params, setParams] = useSearchParams();
  const openId = params.get(LEAD_PARAM);
  const open = myLeadActivity.useLead(openId);

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
  const columns = useMemo(() => leadColumns({ openLead: setLead }), [setLead]);

  return (
    <>
      <PagedQueryTable
        query={leads}
        failed={m.fetchFailed}
        state={table}
        columns={columns}
        label={dashboardMessages.tabs.leads}
        emptyMessage={m.empty}
        searchLabel={m.search}
        facets={LEAD_FACETS}
        orderColumn="created_at"
      />
      <LeadDetailDialog
        open={openId !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setLead(null);
        }}
        lead={open.data}
        loading={open.isPending && !open.isError}
        statusUpdate={updateStatus}
        activity={myLeadActivity}
      />
    </>
  );
}
