import { AgentDashboard } from '../../features/dashboard/components/agent-dashboard';
import { RequireRole } from '../require-role';

/** /agent-dashboard/*: agents and admins (spec); the shell sets each tab's document title. */
export default function AgentDashboardRoute() {
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
