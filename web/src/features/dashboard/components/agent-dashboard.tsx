import { messages } from '@maplestone/shared';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { BackOfficeShell, PanelPlaceholder } from '../../../components/ui/back-office-shell';
import { buttonClass } from '../../../components/ui/button';
import { isSignedOutError } from '../../../lib/authed-api';
import { toast } from '../../../lib/toast';
import { agentPagePath, myAgentQuery } from '../api';

/** /agent-dashboard (its tabs come in the back-office issue). */
export function AgentDashboard({
  name,
  agentId,
  onLogout,
}: {
  name: string;
  agentId: string | null;
  onLogout: () => void;
}) {
  // View My Page needs the agent's profile slug: /agent/{profile_slug or id} (spec).
  const agent = useQuery({ ...myAgentQuery(), enabled: agentId !== null });
  useEffect(() => {
    if (agent.isError && !isSignedOutError(agent.error)) {
      toast.error(messages.dashboard.fetchAgentFailed, { id: 'agent' });
    }
  }, [agent.isError, agent.error]);
  return (
    <BackOfficeShell
      title="Agent Dashboard"
      name={name}
      onLogout={onLogout}
      actions={
        agent.data ? (
          <Link to={agentPagePath(agent.data)} className={buttonClass('outline')}>
            <ExternalLink className="size-4" aria-hidden />
            {messages.dashboard.viewMyPage}
          </Link>
        ) : null
      }
    >
      <PanelPlaceholder items={Object.values(messages.dashboard.tabs)} />
    </BackOfficeShell>
  );
}
