import { type AdminAgent, adminMessages } from '@maplestone/shared';
import { lacksFrench } from '@maplestone/shared/i18n/written';
import { ArrowRightLeft, Power, PowerOff } from 'lucide-react';
import { NoFrenchBadge } from '../../../components/back-office/no-french-badge';
import { DeleteRowButton, EditRowButton } from '../../../components/back-office/row-actions';
import { StatusPill } from '../../../components/back-office/status-pill';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';

const t = adminMessages.agents;
const o = adminMessages.offboarding;

/**
 * One agent: headshot (or initials), name, e-mail, profile URL, state ('No French' beside it while the bio has no
 * French, issue 37) and open leads. The card's text is a link to the
 * public page /agents/{id} in a new tab (spec §2); the actions sit beside that link, not inside it, so
 * each stays a button of its own for the keyboard and screen readers, named with the agent's name.
 */
export function AgentCard({
  agent,
  onToggleActive,
  onReassign,
  onEdit,
  onDelete,
}: {
  agent: AdminAgent;
  onToggleActive: (agent: AdminAgent) => void;
  /** Shown only while the agent has open leads (issue 17). */
  onReassign: (agent: AdminAgent) => void;
  onEdit: (agent: AdminAgent) => void;
  onDelete: (agent: AdminAgent) => void;
}) {
  const active = agent.is_active;
  return (
    <li className="flex min-w-0 flex-col rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <a
        href={`/agents/${encodeURIComponent(agent.id)}`}
        target="_blank"
        rel="noopener"
        className="group flex min-w-0 items-center gap-4 rounded-t-2xl p-4 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-navy-500 sm:p-5"
      >
        <Avatar
          name={agent.name}
          src={agent.headshot_url}
          className="size-14 text-lg"
          textClassName="text-lg"
        />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-semibold text-navy-950 group-hover:underline">
            {agent.name}
          </span>
          <span className="block truncate text-sm text-slate-600">{agent.email}</span>
          <span className="block truncate text-sm text-slate-500">
            {agent.profile_slug ? `/agent/${agent.profile_slug}` : t.noSlug}
          </span>
          <span className="sr-only"> {t.opensInNewTab}</span>
        </span>
      </a>
      <div className="mt-auto">
        {agent.open_leads > 0 ? (
          <div className="flex items-center justify-between gap-2 border-t border-slate-100 px-4 py-1.5 sm:px-5">
            <span className="text-sm font-medium text-slate-700">{o.openLeadCount(agent.open_leads)}</span>
            <Button
              variant="ghost"
              size="sm"
              aria-label={o.reassignOpen(agent.name)}
              onClick={() => onReassign(agent)}
            >
              <ArrowRightLeft className="size-4" aria-hidden />
              {o.reassignShort}
            </Button>
          </div>
        ) : null}
        <div className="flex flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3 sm:px-5">
          <StatusPill tone={active ? 'on' : 'off'}>{active ? t.active : t.inactive}</StatusPill>
          {lacksFrench('agent', agent) ? <NoFrenchBadge /> : null}
          <div className="ml-auto flex items-center gap-1">
            <Button
              variant="ghost"
              size="sm"
              aria-label={active ? t.deactivate(agent.name) : t.activate(agent.name)}
              onClick={() => onToggleActive(agent)}
            >
              {active ? (
                <PowerOff className="size-4" aria-hidden />
              ) : (
                <Power className="size-4" aria-hidden />
              )}
              <span className="hidden sm:inline">{active ? t.deactivateShort : t.activateShort}</span>
            </Button>
            <EditRowButton label={t.edit(agent.name)} onClick={() => onEdit(agent)} className="w-9 px-0" />
            <DeleteRowButton
              label={t.delete(agent.name)}
              onClick={() => onDelete(agent)}
              className="w-9 px-0"
            />
          </div>
        </div>
      </div>
    </li>
  );
}
