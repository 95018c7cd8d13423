import { usePreloadedTab } from '../../components/back-office/tab-routes';
import { AgentDashboard } from '../back-office/agent-dashboard-layout';
import { DASHBOARD_NAV } from '../back-office/agent-nav';
import { RequireRole } from '../require-role';

/** /agent-dashboard/*: agents and admins (spec); the shell sets each tab's document title. */
export default function AgentDashboardRoute() {
  usePreloadedTab(DASHBOARD_NAV, '/agent-dashboard');
  return (
    <RequireRole allow={['agent', 'admin']}>
      {(session, signOut) => (
        <AgentDashboard
          name={session.me.full_name ?? session.me.email ?? ''}
          agentId={session.me.agent_id}
          onLogout={signOut}
        />
      )}
    </RequireRole>
  );
}
