import { dashboardMessages, staffMessages } from '@maplestone/shared';
import { commonWords } from '@maplestone/shared/i18n/en/common';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Loader2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useEffect } from 'react';
import { Route, Routes } from 'react-router';
import { GuardedLink } from '../../components/back-office/leave-guard';
import { BackOfficeShell } from '../../components/back-office/shell';
import { lazyTabs, TabRoutes } from '../../components/back-office/tab-routes';
import { Button, buttonClass } from '../../components/ui/button';
import { EmptyState, ErrorAlert, LoadingState } from '../../components/ui/states';
import { agentPagePath, myAgentQuery } from '../../features/agents/agent-dashboard/api';
import { isSignedOutError } from '../../lib/authed-api';
import { toast } from '../../lib/toast';
import { DASHBOARD_NAV } from './agent-nav';

const BASE_PATH = '/agent-dashboard';
const TABS = lazyTabs(DASHBOARD_NAV);
/** A lead's borrower file (issue 38), /agent-dashboard/files/:leadId: a page of its own, not a tab. */
const FileRoute = lazy(() => import('../../features/borrower-file/back-office/file-route'));

/**
 * /agent-dashboard/*: the shell with the dashboard's tabs, once the signed-in agent's record has loaded
 * (spec: user and role first, RequireRole; then the agent data). Each tab receives the record.
 */
export function AgentDashboard({
  name,
  agentId,
  onLogout,
}: {
  name: string;
  /** Null for an admin without an agent record: there is nothing to manage. */
  agentId: string | null;
  onLogout: () => void;
}) {
  const agent = useQuery({ ...myAgentQuery(), enabled: agentId !== null });
  const failed = agent.isError && !isSignedOutError(agent.error);
  useEffect(() => {
    // The toast id keeps one toast per failure, however often React runs this.
    if (failed) toast.error(dashboardMessages.fetchAgentFailed, { id: 'agent' });
  }, [failed]);

  let content: ReactNode;
  if (agentId === null) {
    content = (
      <EmptyState>
        <span className="block font-semibold text-navy-950">{staffMessages.backOffice.noAgentTitle}</span>
        <span className="mt-1 block">{staffMessages.backOffice.noAgentText}</span>
      </EmptyState>
    );
  } else if (agent.data) {
    content = <TabRoutes tabs={TABS} basePath={BASE_PATH} tabProps={{ agent: agent.data }} />;
  } else if (failed) {
    content = (
      <ErrorAlert
        title={dashboardMessages.fetchAgentFailed}
        action={
          <Button variant="outline" size="sm" onClick={() => agent.refetch()} disabled={agent.isFetching}>
            {agent.isFetching ? <Loader2 className="size-4 animate-spin" aria-hidden /> : null}
            {staffMessages.backOffice.retry}
          </Button>
        }
      />
    );
  } else {
    // Loading, or signed out by a 401 and on the way to /auth.
    content = <LoadingState>{commonWords.loading}</LoadingState>;
  }

  return (
    <BackOfficeShell
      title={staffMessages.backOffice.agentArea}
      userName={name}
      nav={DASHBOARD_NAV}
      basePath={BASE_PATH}
      onLogout={onLogout}
      headerActions={
        agent.data ? (
          <GuardedLink to={agentPagePath(agent.data)} className={buttonClass('outline', 'sm')}>
            <ExternalLink className="size-4" aria-hidden />
            {/* Icon only on phones; the words stay as the link's accessible name. */}
            <span className="sr-only sm:not-sr-only">{dashboardMessages.viewMyPage}</span>
          </GuardedLink>
        ) : null
      }
    >
      <Routes>
        <Route
          path="files/:leadId"
          element={
            <Suspense fallback={null}>
              <FileRoute area={BASE_PATH} />
            </Suspense>
          }
        />
        <Route path="*" element={content} />
      </Routes>
    </BackOfficeShell>
  );
}
