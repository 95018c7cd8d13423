import { dashboardMessages, staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { LEAD_FACETS, LeadDetailDialog, leadColumns } from '../../../components/back-office/leads';
import { DataTable } from '../../../components/data-table';
import { myLeadActivity, myLeadsResource } from '../leads-api';
import type { DashboardTabProps } from '../nav';

const m = staffMessages.leads;
/** The open lead's id in the URL, so its detail survives a reload and can be linked to (ADR 038). */
const LEAD_PARAM = 'lead';

/** The agent's own leads, newest first, filtered and paged in the URL; a lead's detail in a dialog. */
export default function LeadsTab(_props: DashboardTabProps) {
  const leads = useQuery(myLeadsResource.listQuery());
  const updateStatus = myLeadActivity.useUpdateStatus();
  const [params, setParams] = useSearchParams();
  const openId = params.get(LEAD_PARAM);

  const columns = useMemo(
    () =>
      leadColumns({
        openLead: (id) =>
          setParams((current) => {
            const next = new URLSearchParams(current);
            next.set(LEAD_PARAM, id);
            return next;
          }),
      }),
    [setParams],
  );
  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(LEAD_PARAM);
        return next;
      },
      { replace: true },
    );

  if (leads.isError) {
    return <FetchFailed message={m.fetchFailed} error={leads.error} onRetry={() => leads.refetch()} />;
  }
  return (
    <>
      <DataTable
        columns={columns}
        data={leads.data}
        loading={leads.isPending}
        urlPrefix="leads"
        label={dashboardMessages.tabs.leads}
        emptyMessage={m.empty}
        searchLabel={m.search}
        facets={LEAD_FACETS}
        defaults={{ sort: { id: 'created_at', desc: true } }}
        getRowId={(lead) => lead.id}
      />
      <LeadDetailDialog
        open={openId !== null}
        onOpenChange={(open) => {
          if (!open) close();
        }}
        lead={leads.data?.find((lead) => lead.id === openId)}
        loading={leads.isPending}
        statusUpdate={updateStatus}
        activity={myLeadActivity}
      />
    </>
  );
}
