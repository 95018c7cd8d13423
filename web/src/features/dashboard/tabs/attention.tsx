import { staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import {
  AttentionPanel,
  AttentionSkeleton,
  leadSections,
} from '../../../components/back-office/attention/attention';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import { myLeadsResource } from '../leads-api';
import type { DashboardTabProps } from '../nav';

/** The agent's landing (issue 17): their new leads, overdue first contacts first; each opens in the Leads tab. */
export default function AttentionTab(_props: DashboardTabProps) {
  const leads = useQuery(myLeadsResource.listQuery());
  if (leads.isError) {
    return (
      <FetchFailed
        message={staffMessages.attention.fetchFailed}
        error={leads.error}
        onRetry={() => leads.refetch()}
      />
    );
  }
  if (leads.isPending) return <AttentionSkeleton />;
  return (
    <AttentionPanel
      sections={leadSections(leads.data, {
        leadHref: (id) => `/agent-dashboard/leads?lead=${encodeURIComponent(id)}`,
        withAgent: false,
      })}
    />
  );
}
