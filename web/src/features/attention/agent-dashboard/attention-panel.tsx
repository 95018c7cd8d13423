import { staffMessages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { FetchFailed } from '../../../components/back-office/fetch-failed';
import type { DashboardTabProps } from '../../../components/back-office/nav-item';
import { AttentionPanel, AttentionSkeleton, fileSection, leadSections } from '../back-office/attention';
import { myAttentionQuery } from './api';

/**
 * The agent's landing (issue 17; issue 33: one read of what it shows): their new leads, overdue first
 * contacts first; each opens in the Leads tab, and 'See all' shows them there. Then their leads' borrower files
 * with documents to review (issue 38), each opening the file.
 */
export default function AttentionTab(_props: DashboardTabProps) {
  const attention = useQuery(myAttentionQuery());
  if (attention.isError && !attention.data) {
    return (
      <FetchFailed
        message={staffMessages.attention.fetchFailed}
        error={attention.error}
        onRetry={() => attention.refetch()}
      />
    );
  }
  if (!attention.data) return <AttentionSkeleton />;
  return (
    <AttentionPanel
      sections={[
        ...leadSections(attention.data, {
          leadHref: (id) => `/agent-dashboard/leads?lead=${encodeURIComponent(id)}`,
          leadsHref: '/agent-dashboard/leads?leads_status=new',
          withAgent: false,
        }),
        fileSection(attention.data.files, {
          fileHref: (id) => `/agent-dashboard/files/${encodeURIComponent(id)}`,
          withAgent: false,
        }),
      ]}
    />
  );
}
