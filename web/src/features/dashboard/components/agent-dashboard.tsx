import { messages } from '@maplestone/shared';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { BackOfficeShell, PanelPlaceholder } from '../../../components/ui/back-office-shell';
import { buttonClass } from '../../../components/ui/button';

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
  return (
    <BackOfficeShell
      title="Agent Dashboard"
      name={name}
      onLogout={onLogout}
      actions={
        agentId ? (
          <Link to={`/agent/${agentId}`} className={buttonClass('outline')}>
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
