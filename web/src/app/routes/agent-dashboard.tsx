import { AgentDashboard } from '../../features/dashboard/components/agent-dashboard';
import { useTitle } from '../../lib/use-title';
import { RequireRole } from '../require-role';

export default function AgentDashboardRoute() {
  useTitle('Agent dashboard');
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
